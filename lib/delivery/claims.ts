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

export type ClaimedDelivery = { id: string; submissionType: SubmissionType; submissionId: string; channel: Channel; attempts: number };

export async function claimDue(db: Queryable, worker: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `UPDATE deliveries SET attempts = attempts + 1, locked_by = $1, locked_until = now() + $3 * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM deliveries
       WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, submission_type AS "submissionType", submission_id::text AS "submissionId", channel, attempts`,
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
