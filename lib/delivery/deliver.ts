import type { Transporter } from "nodemailer";
import type { Queryable } from "@/lib/db";
import { recordPartsSent, type ClaimedDelivery, type PartsSent } from "./claims";
import type { DeliverySettings } from "./config";
import { confirmationMessage, type Envelope } from "./mail/messages";
import { advertisedSizeLimit } from "./mail/smtp-refusal";
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
  if (delivery.channel === "staff-mail") return sendStaffMail(db, delivery, worker, transport, envelope);
  const message = await confirmationMessage(envelope);
  // Only a confirmation can have no message: the visitor's address is unusable, and there is nobody to send it to.
  if (message) await transport.sendMail(message);
}

/**
 * The staff mail within MAIL_MAX_MESSAGE_BYTES; when the mail server advertises a smaller SIZE, nodemailer refuses a
 * message above it before sending a byte, and the mail is split again to fit the server's limit in the same attempt,
 * so a server with a 10 MB limit (Postfix's default, Amazon SES) gets the application in parts instead of refusing it.
 */
async function sendStaffMail(db: Queryable, delivery: ClaimedDelivery, worker: string, transport: Transporter, envelope: Envelope): Promise<void> {
  const recorded = { sent: delivery.partsSent, total: delivery.partsTotal };
  try {
    await sendParts(db, delivery, worker, transport, await staffMessages(envelope), recorded);
  } catch (error) {
    const serverLimit = advertisedSizeLimit(error);
    if (serverLimit === null || serverLimit >= envelope.mail.maxMessageBytes) throw error;
    console.warn(
      `Delivery ${delivery.id}: the mail server takes messages of up to ${serverLimit} bytes (its SIZE), less than MAIL_MAX_MESSAGE_BYTES (${envelope.mail.maxMessageBytes}): the staff mail is split to fit the server's limit. Set MAIL_MAX_MESSAGE_BYTES=${serverLimit} or lower.`,
    );
    await sendParts(db, delivery, worker, transport, await staffMessages(envelope, { bytes: serverLimit, setBy: "server" }), recorded);
  }
}

/**
 * One message, or an application's parts in order. A part the server accepted is recorded, so a later attempt (after
 * a refused part 2, or a staff retry of the dead delivery) starts after it instead of sending a 10 MB resume again.
 * The record counts only for the same split. A changed limit can make it one message where there were two (or the
 * reverse), and the new messages carry the documents differently: what the old parts delivered says nothing about
 * them, so all go again. The old record is replaced once the new split's first message is accepted, not before: a
 * split that is refused outright (a message above the server's SIZE) leaves it for the split that follows.
 */
async function sendParts(db: Queryable, delivery: ClaimedDelivery, worker: string, transport: Transporter, { total, message }: StaffMail, recorded: Recorded): Promise<void> {
  const sameSplit = recorded.total === total;
  for (let k = sameSplit ? (recorded.sent ?? 0) : 0; k < total; k++) {
    await transport.sendMail(await message(k));
    const parts = total > 1 ? { sent: k + 1, total } : null;
    if (parts || recorded.total !== null) await record(db, delivery, worker, parts);
    Object.assign(recorded, parts ?? { sent: null, total: null });
  }
}

type Recorded = { sent: number | null; total: number | null };

/**
 * A worker that lost the row (its lease ran out and another claimed it) stops: the new holder sends the parts after
 * the last one recorded, and sending them here too would deliver them twice.
 */
async function record(db: Queryable, delivery: ClaimedDelivery, worker: string, parts: PartsSent | null): Promise<void> {
  if (await recordPartsSent(db, delivery.id, worker, parts)) return;
  const progress = parts ? ` after part ${parts.sent} of ${parts.total}` : "";
  throw new Error(`Stopped${progress}: this worker no longer holds the delivery (its lease, DELIVERY_LEASE_MS, ran out and another worker took it over)`);
}
