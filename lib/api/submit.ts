import { z } from "zod/mini";
import { env } from "@/lib/env";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { applicationSchema, isRealFile, type ApplicationInput, type DocumentFile } from "@/lib/schemas/application";
import { contactSchema } from "@/lib/schemas/contact";
import { demoSchema } from "@/lib/schemas/demo";
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

const language = (locale: Locale): Record<string, string> => ({ "accept-language": locale });

export async function submitDemo(input: DemoSubmission, locale: Locale = defaultLocale): Promise<void> {
  const data = validated(demoSchema, input);
  if (env().API_BASE_URL) return postJson("/api/demo", data, language(locale));
  return inProcess("The demo request", async () => (await store()).saveDemoRequest(data, locale));
}

export async function submitLead(input: LeadSubmission, locale: Locale = defaultLocale): Promise<void> {
  const data = validated(contactSchema, input);
  if (env().API_BASE_URL) return postJson("/api/lead", data, language(locale));
  return inProcess("The contact query", async () => (await store()).saveContactQuery(data, locale));
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

export async function submitApplication(fields: ApplicationSubmission, files: ApplicationFiles, locale: Locale = defaultLocale): Promise<void> {
  const data = validated(applicationSchema, fields);
  if (!isRealFile(files.resume)) throw new ApiError("rejected", "The resume is missing", { status: 422, fieldErrors: { resume: ["Resume is required"] } });
  if (env().API_BASE_URL) {
    await post("/api/job-applications", await applicationFormData(data, files), language(locale));
    if (files.uploads) await (await import("@/lib/uploads/attach")).discardUploads(files.uploads);
    return;
  }
  const otherDoc = isRealFile(files.otherDoc) ? files.otherDoc : undefined;
  return inProcess("The job application", async () => (await store()).saveJobApplication(data, { resume: files.resume, otherDoc, uploads: files.uploads }, { locale }));
}
