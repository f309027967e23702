/**
 * What a failed send tells us (docs/delivery.md, "Refusals"): nodemailer's error carries the SMTP reply
 * (`responseCode`, `response` with the RFC 3463 enhanced status, and the `command` it answered).
 *
 * - Transient, retried: no reply at all (connection, timeout, TLS), a 4xx reply or a 4.x.x enhanced status, 503 (bad
 *   sequence: the session's state, not the message), and any refusal of the session or of our sender (greeting, EHLO,
 *   AUTH, MAIL FROM). Those are this site's settings or the server's state: every waiting delivery shares them, and
 *   once they are fixed everything goes out without anyone retrying rows by hand.
 * - Refused, not retried: a 5xx reply to the recipient (RCPT TO) or to the message (DATA), or a size refusal at
 *   MAIL FROM (SIZE=…) or by nodemailer itself (the server's advertised SIZE). Sending the same message again gets
 *   the same answer.
 *
 * A refusal is `about: "recipient"` when it names the address or mailbox: enhanced status 5.1.x (address), 5.2.x
 * (mailbox; not 5.2.3, the message's length) or 5.4.x (routing, e.g. the domain does not exist), or without an enhanced
 * status a 550/551/553 to RCPT TO. Anything else (5.7.x policy or spam, 5.3.4 too big, "relay denied") is about the
 * message or the site, so an operator's problem even when the recipient is a visitor.
 */

export type SmtpFailure = { kind: "transient" } | { kind: "refused"; about: "recipient" | "message"; at: string; reply: string };

type SmtpErrorFields = { code?: unknown; originalCode?: unknown; responseCode?: unknown; response?: unknown; command?: unknown; message?: unknown };

const SESSION_COMMANDS = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b|RSET)/;

/** `550 5.1.1 …` → { class: 5, subject: 1, detail: 1 }. */
function enhancedStatus(response: string): { class: number; subject: number; detail: number } | null {
  const match = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(response);
  return match ? { class: Number(match[1]), subject: Number(match[2]), detail: Number(match[3]) } : null;
}

const isSizeRefusal = (code: number, status: ReturnType<typeof enhancedStatus>): boolean =>
  status ? (status.subject === 3 && status.detail === 4) || (status.subject === 2 && status.detail === 3) : code === 552;

const fieldsOf = (error: unknown) => (typeof error === "object" && error !== null ? error : {}) as SmtpErrorFields;

/**
 * The largest message the server takes, as its EHLO advertised it (`SIZE 10240000`), when nodemailer refused to send
 * a larger one to it: nodemailer checks a message's declared size before MAIL FROM, so not a byte of it was sent.
 */
export function advertisedSizeLimit(error: unknown): number | null {
  const e = fieldsOf(error);
  if (e.code !== "EMESSAGE" || e.command !== "MAIL FROM" || typeof e.message !== "string") return null;
  const match = /size larger than allowed (\d+)/i.exec(e.message);
  return match ? Number(match[1]) : null;
}

/** Node's codes for a certificate it does not trust; nodemailer keeps them as `originalCode` beside its ESOCKET. */
const UNTRUSTED_CERTIFICATE = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** The server's TLS certificate (STARTTLS or smtps) was not trusted: no SMTP reply, a transient failure. */
export function untrustedCertificate(error: unknown): boolean {
  const { originalCode } = fieldsOf(error);
  return typeof originalCode === "string" && UNTRUSTED_CERTIFICATE.has(originalCode);
}

export function classifySmtpError(error: unknown): SmtpFailure {
  const e = fieldsOf(error);
  const command = typeof e.command === "string" ? e.command : "";
  // Above the server's advertised SIZE: no reply, the same verdict as a size refusal (the split that fits is tried first).
  if (advertisedSizeLimit(error) !== null) return { kind: "refused", about: "message", at: command, reply: String(e.message) };
  const code = typeof e.responseCode === "number" ? e.responseCode : 0;
  const response = typeof e.response === "string" ? e.response.trim() : "";
  if (code < 500 || code >= 600 || code === 503) return { kind: "transient" };
  const status = enhancedStatus(response);
  if (status?.class === 4) return { kind: "transient" };
  if (e.code === "EAUTH" || SESSION_COMMANDS.test(command)) return { kind: "transient" };
  if (command === "MAIL FROM") return isSizeRefusal(code, status) ? { kind: "refused", about: "message", at: command, reply: response } : { kind: "transient" };
  const namesRecipient = status
    ? status.subject === 1 || status.subject === 4 || (status.subject === 2 && status.detail !== 3)
    : command === "RCPT TO" && [550, 551, 553].includes(code);
  // "Relay access denied" is this site not being allowed to send there, whatever code the server chose.
  const about = namesRecipient && !/relay/i.test(response) ? "recipient" : "message";
  return { kind: "refused", about, at: command, reply: response };
}
