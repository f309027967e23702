import { classifySmtpError } from "./mail/smtp-refusal";
import type { Channel } from "./outbox";

/**
 * What a failed attempt means for its delivery (docs/delivery.md, "Refusals"). Retried until DELIVERY_MAX_ATTEMPTS
 * unless the mail server refused it permanently: then a visitor's confirmation refused for the visitor's own address
 * (a typo, a mailbox that no longer exists) is `undeliverable`, which nobody can fix and nobody is alerted about;
 * anything else refused (staff mail, or a confirmation refused for its content or for this site) is `dead` at once,
 * an operator's problem, retried by hand once its cause is fixed. A webhook's failures are all retried: a receiver's
 * 4xx is nearly always its deployment or our secret, fixed on its side, after which waiting deliveries go through.
 */

export type FailureVerdict = { error: string; final?: "dead" | "undeliverable" };

const text = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function judgeFailure(channel: Channel, error: unknown): FailureVerdict {
  if (channel === "webhook") return { error: text(error) };
  const smtp = classifySmtpError(error);
  if (smtp.kind === "transient") return { error: text(error) };
  const what = smtp.about === "recipient" ? "the recipient's address" : "the message";
  const verdict = `The mail server refused ${what} permanently${smtp.at ? ` (at ${smtp.at})` : ""}: ${smtp.reply}`;
  return { error: verdict, final: channel === "confirmation-mail" && smtp.about === "recipient" ? "undeliverable" : "dead" };
}
