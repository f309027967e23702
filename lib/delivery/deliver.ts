import type { Queryable } from "@/lib/db";
import type { ClaimedDelivery } from "./claims";
import type { DeliverySettings } from "./config";
import { confirmationMessage, staffMessage } from "./mail/messages";
import { smtpTransport } from "./mail/transport";
import { loadSubmission } from "./submission-view";
import { postWebhook } from "./webhook/send";

/** Makes one attempt at one delivery; throws when it did not go out (the worker then schedules a retry). */
export async function deliver(db: Queryable, delivery: ClaimedDelivery, settings: DeliverySettings): Promise<void> {
  const submission = await loadSubmission(db, delivery.submissionType, delivery.submissionId);
  if (!submission) throw new Error(`${delivery.submissionType} ${delivery.submissionId} is not in the database`);
  if (delivery.channel === "webhook") {
    if (!settings.webhook) throw new Error("WEBHOOK_URL is not set on this instance");
    return postWebhook(settings.webhook, delivery.id, submission);
  }
  if (!settings.mail) throw new Error("SMTP_URL is not set on this instance");
  const envelope = { deliveryId: delivery.id, submission, mail: settings.mail };
  const message = delivery.channel === "staff-mail" ? await staffMessage(envelope) : await confirmationMessage(envelope);
  // Only a confirmation can have no message: the visitor's address is unusable, and there is nobody to send it to.
  if (message) await smtpTransport(settings.mail.smtpUrl).sendMail(message);
}
