"use client";

import type { ApplicationFormWords } from "./application-words";
import { useFormKit } from "./fields";

type Words = Pick<ApplicationFormWords, "terms" | "draftNote" | "submit" | "submitting" | "uploadFinishing">;

/** The terms to accept and the Send button, whose label says what the form is waiting for. */
export function TermsAndSend({ words, accepted, pending, finishingUploads }: { words: Words; accepted: boolean; pending: boolean; finishingUploads: boolean }) {
  const kit = useFormKit();
  const error = kit.error("acceptTerms");
  const busy = pending || finishingUploads;
  return (
    <div className="card p-5 sm:p-8">
      <label htmlFor="field-acceptTerms" className="flex cursor-pointer items-start gap-3">
        <input
          id="field-acceptTerms"
          type="checkbox"
          value="on"
          {...kit.register("acceptTerms")}
          defaultChecked={accepted}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "field-acceptTerms-error" : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span className="text-ink-800">
          {words.terms}
          {/* Required like every marked field, as the contact and demo forms' consent boxes say. */}
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        </span>
      </label>
      {error ? (
        <p id="field-acceptTerms-error" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {/* Saving a draft is the script's work: without it the promise would be false. */}
        <p className="text-sm text-ink-600 noscript:hidden">{words.draftNote}</p>
        <button type="submit" disabled={busy} aria-disabled={busy} className="btn-primary w-full sm:w-auto sm:shrink-0 sm:whitespace-nowrap">
          {finishingUploads ? words.uploadFinishing : pending ? words.submitting : words.submit}
        </button>
      </div>
    </div>
  );
}
