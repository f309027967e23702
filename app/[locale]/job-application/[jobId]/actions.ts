"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod/mini";
import { alreadyReceived, isApiError, submitApplication } from "@/lib/api";
import { formLocale } from "@/lib/forms/form-data";
import { fileContent, formSubmissionKey } from "@/lib/forms/submission-key";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { applicationsRateLimit, rateLimitClient } from "@/lib/security/rate-limit";
import {
  APPLICATION_FORM_FIELDS,
  APPLICATION_TEXT_FIELDS,
  applicationErrorsIn,
  applicationSchemasIn,
  type ApplicationFormField,
} from "@/lib/schemas/application";
import { unusableBecause, uploadedDocument, type UploadClaim } from "@/lib/uploads/attach";
import { UPLOAD_ID_FIELDS } from "@/lib/uploads/id-fields";
import { OWNER_COOKIE, ownerHash } from "@/lib/uploads/owner";
import { HONEYPOT_FIELD, ENHANCED_FIELD, type ApplicationActionState } from "../_components/action-state";
import { attachAgainNotes, contentRefusals, postedFiles, type DocumentField } from "./posted-files";

const FORM_FIELDS = new Set<string>(APPLICATION_FORM_FIELDS);

const text = (value: FormDataEntryValue | null): string | undefined => (typeof value === "string" ? value : undefined);

/** The text the visitor typed, echoed back so a page re-rendered without JavaScript keeps it (files cannot be). */
function echo(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of APPLICATION_TEXT_FIELDS) {
    const value = text(formData.get(name));
    if (value !== undefined) values[name] = value.slice(0, 6000);
  }
  if (formData.get("acceptTerms")) values.acceptTerms = "on";
  return values;
}

const SENT_FIELDS = [...APPLICATION_TEXT_FIELDS, "acceptTerms", ...Object.keys(UPLOAD_ID_FIELDS), ...Object.values(UPLOAD_ID_FIELDS)];

/** What the visitor sent, for the submission's key: the text, the upload ids, and each posted file by its bytes. */
async function sentContent(formData: FormData): Promise<unknown[]> {
  return Promise.all(
    SENT_FIELDS.map((name) => {
      const value = formData.get(name);
      return value instanceof File ? fileContent(value) : value;
    }),
  );
}

type Refusals = Partial<Record<DocumentField, "used" | "gone">>;

/**
 * The documents as the form sent them: files (no JavaScript) or the ids of resumable uploads (lib/uploads), each
 * accepted only if finished, content-checked, not yet part of an application and started by this browser. `refused`
 * names the fields whose id was not, and why.
 */
async function documents(formData: FormData): Promise<{ files: Record<DocumentField, unknown>; claim?: UploadClaim; refused: Refusals }> {
  const files: Record<DocumentField, unknown> = { resume: formData.get("resume"), otherDoc: formData.get("otherDoc") };
  const named = (Object.keys(UPLOAD_ID_FIELDS) as DocumentField[]).filter((field) => text(formData.get(UPLOAD_ID_FIELDS[field])));
  if (named.length === 0) return { files, refused: {} };
  const owner = ownerHash((await cookies()).get(OWNER_COOKIE)?.value);
  const ids: string[] = [];
  const refused: Refusals = {};
  for (const field of named) {
    const id = text(formData.get(UPLOAD_ID_FIELDS[field]))!;
    const uploaded = owner ? await uploadedDocument(id, owner) : null;
    if (uploaded) {
      files[field] = uploaded;
      ids.push(id);
    } else refused[field] = await unusableBecause(id, owner);
  }
  return { files, claim: owner && ids.length ? { ids, owner } : undefined, refused };
}

function afterSuccess(jobId: string, enhanced: boolean, locale: Locale): ApplicationActionState {
  if (enhanced) return { ok: true };
  // Without JavaScript there is no toast: the job page shows the confirmation when its #fragment is targeted.
  redirect(localizePath(`/job-details/${encodeURIComponent(jobId)}#application-submitted`, locale));
}

/**
 * The job application's server action (useActionState). Validates with the same schema as the browser, rate-limits
 * per client, drops honeypot submissions, and hands the application to the data layer. Never returns internals.
 * Answers in the language of the page the form was on (its hidden locale field), with or without JavaScript.
 */
export async function submitApplicationAction(_previous: ApplicationActionState, formData: FormData): Promise<ApplicationActionState> {
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const jobId = text(formData.get("jobId"))?.trim() ?? "";
  const values = echo(formData);
  const locale = formLocale(formData);
  const [{ applicationFormSchema }, t] = await Promise.all([applicationSchemasIn(locale), getTranslations({ locale, namespace: "JobApplicationForm" })]);
  // Every answer but success comes back without the posted files: it says which to attach again.
  const posted = postedFiles(formData);
  const failed = (state: Omit<ApplicationActionState, "attachAgain" | "values">): ApplicationActionState => {
    const attachAgain = attachAgainNotes(posted, state.fieldErrors ?? {}, (name) => t("attachAgain", { name }));
    return { ...state, values, ...(attachAgain ? { attachAgain } : {}) };
  };

  if (text(formData.get(HONEYPOT_FIELD))) {
    console.warn("Job application: honeypot field filled, submission ignored");
    return afterSuccess(jobId, enhanced, locale);
  }

  // Sent again after an answer that never arrived: it is in already, and its uploads went with it (they would be
  // refused below as gone).
  const key = await formSubmissionKey("application", formData, await sentContent(formData));
  if (await alreadyReceived(key)) return afterSuccess(jobId, enhanced, locale);

  const { files, claim, refused } = await documents(formData);
  const parsed = applicationFormSchema.safeParse({
    ...Object.fromEntries(APPLICATION_TEXT_FIELDS.map((name) => [name, text(formData.get(name))])),
    acceptTerms: text(formData.get("acceptTerms")),
    ...files,
  });
  const refusals = Object.entries(refused) as [DocumentField, "used" | "gone"][];
  if (!parsed.success || refusals.length > 0) {
    const fieldErrors: ApplicationActionState["fieldErrors"] = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
    Object.assign(fieldErrors, await contentRefusals(posted, fieldErrors, await applicationErrorsIn(locale)));
    if (refusals.length > 0) {
      const says = await getTranslations({ locale, namespace: "ApplicationServer" });
      // A used upload: the visitor changed the application after its answer was lost, and it arrived already.
      for (const [field, why] of refusals) fieldErrors[field] = [why === "used" ? says("uploadUsed") : says("uploadGone")];
    }
    // Only a document to choose again: the toast says which and why, rather than "fill in all required fields".
    const firstRefusal = refusals[0] && fieldErrors[refusals[0][0]]?.[0];
    const onlyDocuments = Object.keys(fieldErrors).every((name) => name in refused);
    return failed({ fieldErrors, message: firstRefusal && onlyDocuments ? firstRefusal : t("errors.invalidForm") });
  }

  const limited = await rateLimitClient("job-application", applicationsRateLimit());
  if (!limited.ok) return failed({ message: t("rateLimited") });

  const { acceptTerms: _terms, resume, otherDoc, ...application } = parsed.data;
  try {
    await submitApplication(application, { resume, otherDoc, uploads: claim }, locale, key);
  } catch (error) {
    if (isApiError(error) && error.kind === "rejected" && error.fieldErrors) {
      const fieldErrors: Partial<Record<ApplicationFormField, string[]>> = {};
      for (const [name, messages] of Object.entries(error.fieldErrors)) {
        if (FORM_FIELDS.has(name)) fieldErrors[name as ApplicationFormField] = messages;
      }
      if (Object.keys(fieldErrors).length > 0) return failed({ fieldErrors, message: t("errors.invalidForm") });
    }
    console.error("Job application: submission failed", isApiError(error) ? `${error.kind} ${error.status ?? ""}` : error);
    return failed({ message: t("failure") });
  }
  return afterSuccess(parsed.data.jobId, enhanced, locale);
}
