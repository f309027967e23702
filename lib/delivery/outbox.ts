import type { Queryable } from "@/lib/db";
import type { SubmissionType } from "@/lib/store/submission-records";
import { deliverySettings, notificationsOn, type DeliverySettings } from "./config";
import { isPlainMailbox } from "./mail/header-safety";

/**
 * The write side of the outbox: called inside the transaction that stores a submission, so a submission is never
 * stored without its deliveries, nor a delivery queued for a submission that was rolled back.
 */

export type Channel = "staff-mail" | "confirmation-mail" | "webhook";

export type NewSubmission = { type: SubmissionType; id: string; email: string };

let offLogged = false;

/** Logs once per process that nothing is delivered, so an operator reading the log knows why no mail arrives. */
export function logIfNotificationsOff(settings: DeliverySettings): void {
  if (notificationsOn(settings) || offLogged) return;
  offLogged = true;
  console.info("Notifications are off (neither SMTP_URL nor WEBHOOK_URL is set): submissions are stored, nothing is sent. See docs/delivery.md.");
}

function channelsFor(settings: DeliverySettings, submission: NewSubmission): Channel[] {
  const channels: Channel[] = [];
  if (settings.mail) {
    channels.push("staff-mail");
    // An address that is not one plain mailbox gets no confirmation (the form's pattern allows odd ones).
    if (isPlainMailbox(submission.email)) channels.push("confirmation-mail");
  }
  if (settings.webhook) channels.push("webhook");
  return channels;
}

export async function queueDeliveries(tx: Queryable, submission: NewSubmission): Promise<void> {
  const settings = deliverySettings();
  logIfNotificationsOff(settings);
  const channels = channelsFor(settings, submission);
  if (channels.length === 0) return;
  await tx.query(
    `INSERT INTO deliveries (submission_type, submission_id, channel)
     SELECT $1, $2::uuid, channel FROM unnest($3::text[]) AS channel`,
    [submission.type, submission.id, channels],
  );
  notifyQueued();
}

/**
 * The worker of this process subscribes, so a fresh delivery goes out at once instead of at the next poll. On
 * globalThis because Next bundles instrumentation.ts (which starts the worker) apart from the route handlers.
 */
const slot = globalThis as typeof globalThis & { __e7DeliveryListeners?: Set<() => void> };
const listeners = (slot.__e7DeliveryListeners ??= new Set());
export function onQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notifyQueued(): void {
  // After the commit would be exact; a wake-up a moment early only finds nothing due and the next poll finds it.
  for (const listener of listeners) setTimeout(listener, 50);
}
