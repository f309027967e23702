import { z } from "zod/mini";
import { env } from "@/lib/env";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { applicationChecksIn, applicationSchema, isRealFile, type ApplicationInput, type DocumentFile } from "@/lib/schemas/application";
import { contactSchema } from "@/lib/schemas/contact";
import { demoSchema } from "@/lib/schemas/demo";
import type { SubmissionType } from "@/lib/store/submission-records";
import type { UploadClaim } from "@/lib/uploads/attach";
import { ApiError } from "./errors";
import { post, postJson } from "./http-client";

/**
 * Submissions (spec section 7). Validated here with the forms' schemas (so nothing malformed leaves the site), then
 * POSTed to the API host when API_BASE_URL is set, else written to the built-in store in-process. Resolves on
 * success; throws ApiError: 'rejected' (with fieldErrors) for input refused, 'failed' for anything else.
 * Inputs are the schemas' input types, so both raw form values and already-parsed values are accepted.
 * `locale` is the language of the visitor's pages: stored with the submission (the confirmation is written in it), or
 * sent to the API host as Accept-Language, as the built-in API reads it. The body stays the spec's.
 * `key` (lib/forms/submission-key.ts) makes a submission sent again after a lost answer a repeat: the built-in store
 * keeps it once; an API host receives it as Idempotency-Key, and a receipt is kept here once the host has accepted it,
 * so that a repeat is answered without sending it again (`alreadyReceived`).
 */

export type DemoSubmission = z.input<typeof demoSchema>;
export type LeadSubmission = z.input<typeof contactSchema>;
export type ApplicationSubmission = z.input<typeof applicationSchema>;
export type ApplicationFiles = {
  resume: DocumentFile;
  otherDoc?: DocumentFile | null;
  /** Set when the documents are resumable uploads (lib/uploads): they are removed once the application is stored. */
  uploads?: UploadClaim;
};

/** The store is loaded only when something is written: pages and `next build` never open the database. */
const store = () => import("@/lib/store/submissions");

function validated<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError("rejected", "The submission is invalid", { status: 422, fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> });
  }
  return parsed.data;
}

async function inProcess<T>(what: string, write: () => Promise<T>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { InvalidSubmission } = await import("@/lib/store/errors");
    if (error instanceof InvalidSubmission) {
      throw new ApiError("rejected", `${what} was refused`, { status: error.status, fieldErrors: error.fieldErrors, cause: error });
    }
    throw new ApiError("failed", `${what} could not be stored`, { cause: error });
  }
}

const receipts = () => import("@/lib/store/receipts");

/**
 * Whether a submission with this key was received already (stored here, or accepted by the API host). A database
 * that cannot answer is taken as "no": the submission is then sent as if new, as it was before keys existed.
 */
export async function alreadyReceived(key: string | undefined): Promise<boolean> {
  if (!key) return false;
  try {
    return (await (await receipts()).findReceipt(key)) !== null;
  } catch (error) {
    console.error("Submission receipts could not be read", error);
    return false;
  }
}

/** To the API host, once per key: a repeat is not sent again, and the key goes with the request. */
async function toHost(key: string | undefined, type: SubmissionType, locale: Locale, send: (headers: Record<string, string>) => Promise<void>): Promise<void> {
  if (await alreadyReceived(key)) return;
  await send({ "accept-language": locale, ...(key ? { "idempotency-key": key } : {}) });
  if (!key) return;
  // The host has it: a receipt that cannot be written only loses the protection against a repeat.
  await (await receipts()).recordReceipt(key, type).catch((error: unknown) => console.error("A submission receipt could not be written", error));
}

export async function submitDemo(input: DemoSubmission, locale: Locale = defaultLocale, key?: string): Promise<void> {
  const data = validated(demoSchema, input);
  if (env().API_BASE_URL) return toHost(key, "demo", locale, (headers) => postJson("/api/demo", data, headers));
  return inProcess("The demo request", async () => (await store()).saveDemoRequest(data, locale, key));
}

export async function submitLead(input: LeadSubmission, locale: Locale = defaultLocale, key?: string): Promise<void> {
  const data = validated(contactSchema, input);
  if (env().API_BASE_URL) return toHost(key, "lead", locale, (headers) => postJson("/api/lead", data, headers));
  return inProcess("The contact query", async () => (await store()).saveContactQuery(data, locale, key));
}

/** A File for FormData whichever realm the document came from. */
async function asFile(doc: DocumentFile): Promise<File> {
  if (doc instanceof File) return doc;
  return new File([await doc.arrayBuffer()], doc.name, { type: doc.type || "application/octet-stream" });
}

/** Multipart body of spec section 3: text fields (null/undefined skipped) and only files that are real files. */
export async function applicationFormData(fields: ApplicationInput, files: ApplicationFiles): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, String(value));
  }
  if (isRealFile(files.resume)) form.append("resume", await asFile(files.resume));
  if (isRealFile(files.otherDoc)) form.append("otherDoc", await asFile(files.otherDoc));
  return form;
}

/** Refuses in the language of the visitor's pages (`locale`), as the form's server action answers them. */
export async function submitApplication(fields: ApplicationSubmission, files: ApplicationFiles, locale: Locale = defaultLocale, key?: string): Promise<void> {
  const checks = await applicationChecksIn(locale);
  const data = validated(checks.schema, fields);
  if (!isRealFile(files.resume)) throw new ApiError("rejected", "The resume is missing", { status: 422, fieldErrors: { resume: [checks.errors.resume] } });
  if (env().API_BASE_URL) {
    await toHost(key, "application", locale, async (headers) => post("/api/job-applications", await applicationFormData(data, files), headers));
    if (files.uploads) await (await import("@/lib/uploads/attach")).discardUploads(files.uploads);
    return;
  }
  const otherDoc = isRealFile(files.otherDoc) ? files.otherDoc : undefined;
  return inProcess("The job application", async () => (await store()).saveJobApplication(data, { resume: files.resume, otherDoc, uploads: files.uploads }, { checks, locale, key }));
}
