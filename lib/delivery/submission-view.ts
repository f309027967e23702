import type { Queryable } from "@/lib/db";
import { findJob } from "@/lib/store/content";
import { readStoredDocument } from "@/lib/store/documents";
import { findSubmission, type SubmissionRecord, type SubmissionType } from "@/lib/store/submission-records";

/** A stored submission as its deliveries need it: the record, the job's title, and an application's files. */

export type StoredDocument = { field: "resume" | "otherDoc"; filename: string; contentType: string; content: Buffer };

export type LoadedSubmission = {
  type: SubmissionType;
  record: SubmissionRecord;
  /** Applications: the title of the job applied for (the id when the job is gone). */
  jobTitle?: string;
  documents: StoredDocument[];
};

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

async function documentsOf(db: Queryable, record: SubmissionRecord): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  for (const [field, prefix] of [["resume", "resume"], ["otherDoc", "otherDoc"]] as const) {
    const stored = record[`${prefix}File`];
    if (typeof stored !== "string") continue;
    const content = await readStoredDocument(db, stored);
    // Stored in the same transaction as the application, so a missing file is a broken database, not a retry case.
    if (!content) throw new Error(`The application's ${field} (${stored}) is not in the database`);
    documents.push({ field, filename: text(record[`${prefix}Name`]) || stored, contentType: text(record[`${prefix}Type`]), content });
  }
  return documents;
}

export async function loadSubmission(db: Queryable, type: SubmissionType, id: string): Promise<LoadedSubmission | null> {
  const record = await findSubmission(type, id, db);
  if (!record) return null;
  if (type !== "application") return { type, record, documents: [] };
  const job = await findJob(text(record.jobId));
  return { type, record, jobTitle: job?.title ?? text(record.jobId), documents: await documentsOf(db, record) };
}
