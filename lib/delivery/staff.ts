import type { Queryable } from "@/lib/db";

/** What staff see and do with the outbox (`npm run submissions -- deliveries | retry`, GET /api/health). */

/** `dead` needs a person (docs/delivery.md); `undeliverable` is a visitor's address refused, which nobody can fix. */
export const DELIVERY_STATES = ["pending", "sent", "dead", "undeliverable"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export type DeliveryRecord = {
  id: string;
  state: DeliveryState;
  channel: string;
  submission: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  /** A staff mail sent as parts: how many the mail server has accepted, of how many (./claims.ts, recordPartsSent). */
  partsSent: number | null;
  partsTotal: number | null;
};

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function listDeliveries(db: Queryable, state?: DeliveryState): Promise<DeliveryRecord[]> {
  const { rows } = await db.query<DeliveryRecord>(
    `SELECT id::text AS id, state, channel, submission_type || '/' || submission_id::text AS submission, attempts,
       ${ISO("created_at")} AS "createdAt", CASE WHEN state = 'pending' THEN ${ISO("next_attempt_at")} END AS "nextAttemptAt",
       ${ISO("sent_at")} AS "sentAt", last_error AS "lastError", parts_sent AS "partsSent", parts_total AS "partsTotal"
     FROM deliveries WHERE $1::text IS NULL OR state = $1 ORDER BY created_at, id`,
    [state ?? null],
  );
  return rows;
}

/** "part 1 of 2 sent" for a staff mail stopped part-way through its parts (a retry sends only the rest), else null. */
export function partlySent({ state, partsSent, partsTotal }: DeliveryRecord): string | null {
  if (state === "sent" || partsSent === null || partsTotal === null || partsSent >= partsTotal) return null;
  return `part ${partsSent} of ${partsTotal} sent`;
}

export const isDeliveryId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type RetryOutcome = "queued" | "not-found" | "already-sent";

/**
 * A dead, undeliverable or waiting delivery starts over: due now, with a fresh set of attempts. A sent one is left
 * alone. The parts of a staff mail the server accepted stay recorded, so the retry sends only the rest.
 */
export async function retryDelivery(db: Queryable, id: string): Promise<RetryOutcome> {
  if (!isDeliveryId(id)) return "not-found";
  // A pending row keeps its lease: if a worker holds it right now, a second one must not send it in parallel.
  const { rows } = await db.query<{ state: DeliveryState }>(
    `WITH target AS (SELECT id, state FROM deliveries WHERE id = $1::uuid FOR UPDATE),
     restarted AS (
       UPDATE deliveries d SET state = 'pending', attempts = 0, next_attempt_at = now()
       FROM target WHERE d.id = target.id AND target.state <> 'sent' RETURNING d.id)
     SELECT state FROM target`,
    [id],
  );
  if (rows.length === 0) return "not-found";
  return rows[0]!.state === "sent" ? "already-sent" : "queued";
}

export type OutboxHealth = { pending: number; dead: number; undeliverable: number; oldestPendingSeconds: number | null };

export async function outboxHealth(db: Queryable): Promise<OutboxHealth> {
  const { rows } = await db.query<{ pending: number; dead: number; undeliverable: number; oldest: number | null }>(
    `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*) FILTER (WHERE state = 'dead')::int AS dead,
       count(*) FILTER (WHERE state = 'undeliverable')::int AS undeliverable,
       floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'pending')))::int AS oldest
     FROM deliveries WHERE state <> 'sent'`,
  );
  const row = rows[0]!;
  return { pending: row.pending, dead: row.dead, undeliverable: row.undeliverable, oldestPendingSeconds: row.oldest };
}
