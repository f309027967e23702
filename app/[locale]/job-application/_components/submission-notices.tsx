"use client";

import type { ApplicationFormField } from "@/lib/schemas/application";
import { useToastRegion } from "@/lib/toast-region";
import type { ApplicationActionState } from "./action-state";
import type { ApplicationFormWords } from "./application-words";

type Props = Pick<ApplicationActionState, "fieldErrors" | "attachAgain"> & { message: string; labels: ApplicationFormWords["labels"] };

/**
 * The server's refusal above the form, each field's message linked to its field: without JavaScript it is the only
 * account of what to correct, far up the page from the button. The files to attach again are in it too: an empty
 * file input is easy to miss, and sending without them only brings "Resume is required".
 * An alert only while it is the one voice of the refusal: once the toasts' region is on the page, the toast reads the
 * message and the focus, put on the first invalid field, reads that field's own error (lib/toast-region.ts).
 */
export function SubmissionProblems({ message, fieldErrors, attachAgain, labels }: Props) {
  const toastsAnnounce = useToastRegion();
  const problems = [...Object.entries(fieldErrors ?? {}), ...Object.entries(attachAgain ?? {}).map(([name, note]) => [name, [note]])] as [ApplicationFormField, string[]][];
  return (
    <div role={toastsAnnounce ? undefined : "alert"} className="rounded-card border border-danger-700/30 bg-danger-50 p-5 text-danger-700">
      <p className="font-semibold">{message}</p>
      {problems.length ? (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
          {problems.map(([name, messages]) => (
            <li key={name}>
              <a href={`#field-${name}`} className="underline underline-offset-2">
                {labels[name] ?? name}: {messages[0]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The draft found in this browser was put back into the form; the visitor may start over instead. */
export function RestoredDraftNotice({ words, onStartOver }: { words: Pick<ApplicationFormWords, "restored" | "startOver">; onStartOver: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-100 bg-brand-50 px-5 py-4 text-sm text-ink-800">
      <p>{words.restored}</p>
      <button type="button" onClick={onStartOver} className="btn-link text-sm">
        {words.startOver}
      </button>
    </div>
  );
}
