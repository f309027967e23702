import { getDatabase, type Queryable } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { queueDeliveries } from "@/lib/delivery/outbox";
import { applicationChecksIn, type ApplicationChecks, type ApplicationInput, type DocumentFile } from "@/lib/schemas/application";
import type { ContactInput } from "@/lib/schemas/contact";
import type { DemoInput } from "@/lib/schemas/demo";
import { consumeUploads } from "@/lib/uploads/records";
import type { UploadClaim } from "@/lib/uploads/attach";
import { findJob } from "./content";
import { InvalidSubmission } from "./errors";
import { checkDocument, insertDocument, type CheckedDocument } from "./documents";
import { completeReceipt, takeKey } from "./receipts";
import type { SubmissionType } from "./submission-records";

/**
 * Writes of the built-in API host. Inputs are already validated by the forms' zod schemas; files are checked here.
 * An application is all or nothing: its row and its files are inserted in one transaction. Each submission's
 * deliveries (mail, webhook: lib/delivery) are queued in the transaction that stores it. `locale` is the language of
 * the pages the visitor used (the forms' hidden field, or an API client's Accept-Language): their confirmation is
 * written in it. `key` (lib/forms/submission-key.ts) makes a submission sent again with it, after an answer the
 * visitor never received, a repeat: answered with the first one's id, stored and delivered once (`repeated`).
 */

export type Saved = { id: string; repeated?: boolean };

const NULLABLE = (value: string | undefined): string | null => value ?? null;

/** `store` within `tx`, once per key: a key taken already is answered with its submission. */
async function storeOnce(tx: Queryable, key: string | undefined, type: SubmissionType, store: () => Promise<Saved>): Promise<Saved> {
  if (!key) return store();
  const first = await takeKey(tx, key, type);
  if (first) return { id: first.submissionId ?? "", repeated: true };
  const saved = await store();
  await completeReceipt(tx, key, saved.id);
  return saved;
}

export async function saveDemoRequest(input: DemoInput, locale: Locale = defaultLocale, key?: string): Promise<Saved> {
  const db = await getDatabase();
  return db.transaction((tx) => storeOnce(tx, key, "demo", async () => {
    const { rows } = await tx.query<Saved>(
      `INSERT INTO demo_requests (company_name, dm_first_name, dm_last_name, dm_title, email, country_code, phone_number, country, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
      [input.companyName, input.dmFirstName, NULLABLE(input.dmLastName), NULLABLE(input.dmTitle), input.email, input.countryCode, input.phoneNumber, input.country, locale],
    );
    await queueDeliveries(tx, { type: "demo", id: rows[0]!.id, email: input.email });
    return rows[0]!;
  }));
}

export async function saveContactQuery(input: ContactInput, locale: Locale = defaultLocale, key?: string): Promise<Saved> {
  const db = await getDatabase();
  return db.transaction((tx) => storeOnce(tx, key, "lead", async () => {
    const { rows } = await tx.query<Saved>(
      `INSERT INTO contact_queries (first_name, last_name, email, country_code, phone_number, nature_of_enquiry, message, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
      [input.firstName, input.lastName, input.email, input.countryCode, input.phoneNumber, NULLABLE(input.natureOfEnquiry), input.message, locale],
    );
    await queueDeliveries(tx, { type: "lead", id: rows[0]!.id, email: input.email });
    return rows[0]!;
  }));
}

export type ApplicationDocuments = { resume: DocumentFile; otherDoc?: DocumentFile | null; uploads?: UploadClaim };

/**
 * The pages' language (`locale`, English by default), the refusals' (`checks`, the pages' unless given) and the
 * submission's `key`.
 */
export type ApplicationOptions = { checks?: ApplicationChecks; locale?: Locale; key?: string };

const APPLICATION_COLUMNS = [
  "job_id", "first_name", "last_name", "email", "country_code", "phone_number", "address", "city", "state", "country",
  "postal_code", "current_job_title", "current_company", "total_experience", "relevant_experience", "expected_salary",
  "notice_period", "joining_date", "is_relocating", "highest_education", "university", "year_of_graduation",
  "field_of_study", "how_did_you_hear_about_us", "cover_letter", "portfolio_website", "linkedin_profile",
  "resume_file", "resume_name", "resume_type", "resume_size", "other_doc_file", "other_doc_name", "other_doc_type", "other_doc_size",
  "locale",
] as const;

function applicationValues(a: ApplicationInput, locale: Locale, resume: CheckedDocument, other?: CheckedDocument): unknown[] {
  return [
    a.jobId, a.firstName, a.lastName, a.email, a.countryCode, a.phoneNumber, a.address, a.city, a.state, a.country,
    a.postalCode, a.currentJobTitle, a.currentCompany, a.totalExperience, a.relevantExperience, a.expectedSalary,
    a.noticePeriod, a.joiningDate, a.isRelocating, a.highestEducation, a.university, a.yearOfGraduation,
    a.fieldOfStudy, a.howDidYouHearAboutUs, a.coverLetter, NULLABLE(a.portfolioWebsite), NULLABLE(a.linkedInProfile),
    resume.storedName, resume.originalName, resume.mimeType, resume.size,
    other?.storedName ?? null, other?.originalName ?? null, other?.mimeType ?? null, other?.size ?? null,
    locale,
  ];
}

/**
 * Refuses (InvalidSubmission) in the language of `checks`, by default the pages' (`locale`): the form's server action
 * passes only its page's locale, and a refusal in English on an Arabic page (a non-document named .pdf sent without
 * JavaScript) was the result of defaulting to English here.
 */
export async function saveJobApplication(
  input: ApplicationInput,
  files: ApplicationDocuments,
  { locale = defaultLocale, key, ...options }: ApplicationOptions = {},
): Promise<Saved> {
  const checks = options.checks ?? (await applicationChecksIn(locale));
  if (!(await findJob(input.jobId))) throw new InvalidSubmission({ jobId: [checks.refusals.jobNotFound] });
  // Both files are checked before anything is written, so a bad second file leaves nothing behind.
  const resume = await checkDocument("resume", files.resume, checks.errors);
  const otherDoc = files.otherDoc ? await checkDocument("otherDoc", files.otherDoc, checks.errors) : undefined;
  const placeholders = APPLICATION_COLUMNS.map((_, i) => `$${i + 1}`).join(", ");
  const db = await getDatabase();
  return db.transaction((tx) => storeOnce(tx, key, "application", async () => {
    const { rows } = await tx.query<Saved>(
      `INSERT INTO job_applications (${APPLICATION_COLUMNS.join(", ")}) VALUES (${placeholders}) RETURNING id::text AS id`,
      applicationValues(input, locale, resume, otherDoc),
    );
    const saved = rows[0]!;
    for (const doc of otherDoc ? [resume, otherDoc] : [resume]) await insertDocument(tx, saved.id, doc.storedName, doc.bytes);
    // Files sent ahead as resumable uploads move into the application: their upload rows go in the same transaction.
    if (files.uploads) await consumeUploads(tx, files.uploads.ids, files.uploads.owner);
    await queueDeliveries(tx, { type: "application", id: saved.id, email: input.email });
    return saved;
  }));
}
