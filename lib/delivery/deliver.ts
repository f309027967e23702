import type { Transporter } from "nodemailer";
import type { Queryable } from "@/lib/db";
import { recordPartsSent, type ClaimedDelivery, type PartsSent } from "./claims";
import type { DeliverySettings } from "./config";
import { confirmationMessage } from "./mail/messages";
import { staffMessages, type StaffMail } from "./mail/staff-parts";
import { smtpTransport } from "./mail/transport";
import { loadSubmission } from "./submission-view";
import { postWebhook } from "./webhook/send";

/**
 * Makes one attempt at one delivery for `worker`, the lease holder; throws when it did not go out (the worker then
 * judges the error: ./failure.ts).
 */
export async function deliver(db: Queryable, delivery: ClaimedDelivery, settings: DeliverySettings, worker: string): Promise<void> {
  const submission = await loadSubmission(db, delivery.submissionType, delivery.submissionId);
  if (!submission) throw new Error(`${delivery.submissionType} ${delivery.submissionId} is not in the database`);
  if (delivery.channel === "webhook") {
    if (!settings.webhook) throw new Error("WEBHOOK_URL is not set on this instance");
    return postWebhook(settings.webhook, delivery.id, submission);
  }
  if (!settings.mail) throw new Error("SMTP_URL is not set on this instance");
  const envelope = { deliveryId: delivery.id, submission, mail: settings.mail };
  const transport = smtpTransport(settings.mail.smtpUrl);
  if (delivery.channel === "staff-mail") return sendStaffMail(db, delivery, worker, transport, await staffMessages(envelope));
  const message = await confirmationMessage(envelope);
  // Only a confirmation can have no message: the visitor's address is unusable, and there is nobody to send it to.
  if (message) await transport.sendMail(message);
}

/**
 * One message, or an application's parts in order. A part the server accepted is recorded, so a later attempt (after
 * a refused part 2, or a staff retry of the dead delivery) starts after it instead of sending a 10 MB resume again.
 * The record counts only for the same split. A changed MAIL_MAX_MESSAGE_BYTES can make it one message where there were
 * two (or the reverse), and the new messages carry the documents differently: what the old parts delivered says
 * nothing about them, so all go again, and the old record is dropped so that it is not mistaken for the new split's.
 */
async function sendStaffMail(db: Queryable, delivery: ClaimedDelivery, worker: string, transport: Transporter, { total, message }: StaffMail): Promise<void> {
  const sameSplit = delivery.partsTotal === total;
  if (delivery.partsTotal !== null && !sameSplit) await record(db, delivery, worker, null);
  for (let k = sameSplit ? (delivery.partsSent ?? 0) : 0; k < total; k++) {
    await transport.sendMail(await message(k));
    if (total > 1) await record(db, delivery, worker, { sent: k + 1, total });
  }
}

/**
 * A worker that lost the row (its lease ran out and another claimed it) stops: the new holder sends the parts after
 * the last one recorded, and sending them here too would deliver them twice.
 */
async function record(db: Queryable, delivery: ClaimedDelivery, worker: string, parts: PartsSent | null): Promise<void> {
  if (await recordPartsSent(db, delivery.id, worker, parts)) return;
  const progress = parts ? ` after part ${parts.sent} of ${parts.total}` : "";
  throw new Error(`Stopped${progress}: this worker no longer holds the delivery (its lease, DELIVERY_LEASE_MS, ran out and another worker took it over)`);
}
