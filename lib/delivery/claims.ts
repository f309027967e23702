import type { Queryable } from "@/lib/db";
import type { SubmissionType } from "@/lib/store/submission-records";
import type { WorkerSettings } from "./config";
import type { FailureVerdict } from "./failure";
import type { Channel } from "./outbox";

/**
 * How workers share the outbox. A claim is a short transaction: rows due and not leased are taken with
 * `FOR UPDATE SKIP LOCKED` (two instances never take the same row) and leased until `locked_until`, counting the
 * attempt up front, so a delivery that crashes its instance still ends `dead` after N attempts (a permanent refusal
 * ends it at once: ./failure.ts). The lease, not a
 * held transaction, covers the sending; when it runs out (the instance died) another worker claims the row again.
 */

/** `partsSent` of `partsTotal`: how far an earlier attempt got with a staff mail sent as parts (null: none recorded). */
export type ClaimedDelivery = {
  id: string;
  submissionType: SubmissionType;
  submissionId: string;
  channel: Channel;
  attempts: number;
  partsSent: number | null;
  partsTotal: number | null;
};

export async function claimDue(db: Queryable, worker: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `UPDATE deliveries SET attempts = attempts + 1, locked_by = $1, locked_until = now() + $3 * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM deliveries
       WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, submission_type AS "submissionType", submission_id::text AS "submissionId", channel, attempts,
       parts_sent AS "partsSent", parts_total AS "partsTotal"`,
    [worker, limit, leaseMs],
  );
  return rows;
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  // Sent is sent, even when the lease ran out meanwhile and another worker holds the row now.
  await db.query(
    `UPDATE deliveries SET state = 'sent', sent_at = now(), locked_until = NULL, locked_by = NULL, last_error = NULL
     WHERE id = $1 AND state = 'pending'`,
    [id],
  );
}

export type PartsSent = { sent: number; total: number };

/**
 * After each part of a split staff mail the server accepted (null: forget what an earlier split sent). Guarded like
 * markFailed: only the worker holding the lease writes, so one whose lease ran out cannot overwrite the progress of
 * the worker that took the row over. False when this worker no longer holds the row (or it is no longer pending).
 */
export async function recordPartsSent(db: Queryable, id: string, worker: string, parts: PartsSent | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE deliveries SET parts_sent = $3, parts_total = $4 WHERE id = $1 AND locked_by = $2 AND state = 'pending' RETURNING id`,
    [id, worker, parts?.sent ?? null, parts?.total ?? null],
  );
  return rows.length > 0;
}

/** Exponential: base, 2·base, 4·base, … up to the cap, with ±20 % jitter so instances retrying together spread out. */
export function backoffMs(attempts: number, settings: Pick<WorkerSettings, "backoffMs" | "backoffMaxMs">, random = Math.random): number {
  const exponential = Math.min(settings.backoffMaxMs, settings.backoffMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export type FailedState = "pending" | "dead" | "undeliverable";

/** Retried with backoff, or finished: `final` when the failure is permanent (./failure.ts), else `dead` at the last attempt. */
export async function markFailed(
  db: Queryable,
  delivery: ClaimedDelivery,
  worker: string,
  failure: FailureVerdict,
  settings: WorkerSettings,
): Promise<FailedState> {
  const state: FailedState = failure.final ?? (delivery.attempts >= settings.maxAttempts ? "dead" : "pending");
  await db.query(
    `UPDATE deliveries SET state = $3, last_error = $4, locked_until = NULL, locked_by = NULL,
       next_attempt_at = now() + $5 * interval '1 millisecond'
     WHERE id = $1 AND locked_by = $2 AND state = 'pending'`,
    [delivery.id, worker, state, failure.error.slice(0, 1000), backoffMs(delivery.attempts, settings)],
  );
  return state;
}
