import type { Queryable } from "@/lib/db";
import type { ClaimedDelivery } from "./claims";
import type { DeliverySettings } from "./config";
import { confirmationMessage } from "./mail/messages";
import { staffMessages } from "./mail/staff-parts";
import { smtpTransport } from "./mail/transport";
import { loadSubmission } from "./submission-view";
import { postWebhook } from "./webhook/send";

/** Makes one attempt at one delivery; throws when it did not go out (the worker then judges the error: ./failure.ts). */
export async function deliver(db: Queryable, delivery: ClaimedDelivery, settings: DeliverySettings): Promise<void> {
  const submission = await loadSubmission(db, delivery.submissionType, delivery.submissionId);
  if (!submission) throw new Error(`${delivery.submissionType} ${delivery.submissionId} is not in the database`);
  if (delivery.channel === "webhook") {
    if (!settings.webhook) throw new Error("WEBHOOK_URL is not set on this instance");
    return postWebhook(settings.webhook, delivery.id, submission);
  }
  if (!settings.mail) throw new Error("SMTP_URL is not set on this instance");
  const envelope = { deliveryId: delivery.id, submission, mail: settings.mail };
  const transport = smtpTransport(settings.mail.smtpUrl);
  if (delivery.channel === "staff-mail") {
    // One message, or an application's parts in order; a failed part fails the attempt and all are sent again (same ids).
    for (const message of await staffMessages(envelope)) await transport.sendMail(message);
    return;
  }
  const message = await confirmationMessage(envelope);
  // Only a confirmation can have no message: the visitor's address is unusable, and there is nobody to send it to.
  if (message) await transport.sendMail(message);
}
