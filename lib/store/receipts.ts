import { getDatabase, type Queryable } from "@/lib/db";
import type { SubmissionType } from "./submission-records";

/**
 * Receipts of keyed submissions (migration 0006): the same key sent again is answered as the first time, not stored
 * twice. The key is an opaque digest that binds the visitor's attempt and the content (lib/forms/submission-key.ts).
 */

/** A received submission: its id in the built-in store; null for one the API host accepted (the host keeps its own). */
export type Receipt = { submissionId: string | null };

/** The receipt of `key`, if a submission with it was received. */
export async function findReceipt(key: string, db?: Queryable): Promise<Receipt | null> {
  const { rows } = await (db ?? (await getDatabase())).query<{ submission_id: string | null }>(
    "SELECT submission_id::text AS submission_id FROM submission_receipts WHERE key = $1",
    [key],
  );
  const row = rows[0];
  return row ? { submissionId: row.submission_id } : null;
}

/**
 * In the transaction that stores a submission, before it is stored: takes the key, or returns the receipt of the
 * submission that took it first. Two requests with one key at once: PostgreSQL holds the second insert until the first
 * transaction ends, so exactly one stores.
 */
export async function takeKey(tx: Queryable, key: string, type: SubmissionType): Promise<Receipt | null> {
  const { rows } = await tx.query("INSERT INTO submission_receipts (key, type) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key", [key, type]);
  if (rows.length > 0) return null;
  return findReceipt(key, tx);
}

/** The stored submission behind a key taken in this transaction. */
export async function completeReceipt(tx: Queryable, key: string, submissionId: string): Promise<void> {
  await tx.query("UPDATE submission_receipts SET submission_id = $2::uuid WHERE key = $1", [key, submissionId]);
}

/** How long the receipt of a submission the API host accepted is kept: far longer than any retry of a lost answer. */
const HOST_RECEIPT_DAYS = 30;
const PRUNE_EVERY_MS = 10 * 60_000;
let prunedAt = 0;

/**
 * A submission the API host accepted (it keeps its own id). These receipts are the only trace of it here, so older
 * ones are removed, at most every ten minutes per instance; the built-in store's stay with their submissions.
 */
export async function recordReceipt(key: string, type: SubmissionType): Promise<void> {
  const db = await getDatabase();
  await db.query("INSERT INTO submission_receipts (key, type) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, type]);
  if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = Date.now();
  await db.query("DELETE FROM submission_receipts WHERE submission_id IS NULL AND created_at < now() - make_interval(days => $1)", [HOST_RECEIPT_DAYS]);
}
