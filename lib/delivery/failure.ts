import { classifySmtpError, untrustedCertificate } from "./mail/smtp-refusal";
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

/**
 * A mail server whose STARTTLS certificate is not trusted (a local Postfix's self-signed one) fails every attempt with
 * Node's bare "self-signed certificate": retried, as the fix is on the server or in SMTP_URL, and the log says which.
 */
function transientText(error: unknown): string {
  if (!untrustedCertificate(error)) return text(error);
  return `${text(error)}: the mail server's TLS certificate is not trusted. Give the server one that is, or, for a server on your own network, add ?tls.rejectUnauthorized=false to SMTP_URL (docs/delivery.md)`;
}

export function judgeFailure(channel: Channel, error: unknown): FailureVerdict {
  if (channel === "webhook") return { error: text(error) };
  const smtp = classifySmtpError(error);
  if (smtp.kind === "transient") return { error: transientText(error) };
  const what = smtp.about === "recipient" ? "the recipient's address" : "the message";
  const verdict = `The mail server refused ${what} permanently${smtp.at ? ` (at ${smtp.at})` : ""}: ${smtp.reply}`;
  return { error: verdict, final: channel === "confirmation-mail" && smtp.about === "recipient" ? "undeliverable" : "dead" };
}
