import type { Options as MailOptions } from "nodemailer/lib/mailer";
import type { StoredDocument } from "../submission-view";
import { headerText } from "./header-safety";
import { encodedSize } from "./message-size";
import { staffMessage, type Envelope, type StaffVariant } from "./messages";

/**
 * Staff mail within MAIL_MAX_MESSAGE_BYTES, or the mail server's advertised SIZE where that is smaller. An
 * application's resume and other document may each be 10 MB, about 28 MB together once base64-encoded: more than many
 * servers take (a 552 refusal, while the visitor's confirmation has gone). When the whole does not fit, the
 * application goes as one mail per document, "Part k of n", each with every field, the same subject, and threaded on
 * part 1. A document too large even alone is not attached; its mail says so and where it is kept (the database;
 * `npm run submissions -- export`). No document is ever dropped silently.
 */

const LABEL: Record<StoredDocument["field"], string> = { resume: "resume", otherDoc: "other document" };
const named = (d: StoredDocument) => `the ${LABEL[d.field]} (${headerText(d.filename, 200)})`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const limitWords = ({ bytes, setBy }: SizeLimit) =>
  setBy === "site" ? `this site's limit of ${megabytes(bytes)} (MAIL_MAX_MESSAGE_BYTES)` : `the mail server's limit of ${megabytes(bytes)} (the SIZE it advertises)`;

/**
 * The limit a staff mail must fit: MAIL_MAX_MESSAGE_BYTES, or the mail server's own when it advertises less (its EHLO
 * SIZE, learned when nodemailer refuses a larger message: ../deliver.ts).
 */
export type SizeLimit = { bytes: number; setBy: "site" | "server" };

/**
 * The staff mail of a submission: how many messages it takes, and message k (0-based). A part is composed and
 * measured only when asked for, so a retry that starts after the parts already accepted does not encode their
 * documents again. Each message declares its size (the envelope's `size`): nodemailer sends it as MAIL FROM's SIZE=,
 * and refuses by itself, before a byte is sent, a message larger than the server advertised.
 */
export type StaffMail = { total: number; message: (k: number) => Promise<MailOptions> };

export async function staffMessages(envelope: Envelope, limit: SizeLimit = { bytes: envelope.mail.maxMessageBytes, setBy: "site" }): Promise<StaffMail> {
  const whole = await sized(envelope, await staffMessage(envelope));
  const { documents } = envelope.submission;
  if (documents.length === 0 || declaredSize(whole) <= limit.bytes) return { total: 1, message: async () => whole };
  return {
    total: documents.length,
    message: async (i) => {
      const attached = await sized(envelope, await staffMessage(envelope, variant(envelope, documents, i, null)));
      if (declaredSize(attached) <= limit.bytes) return attached;
      return sized(envelope, await staffMessage(envelope, variant(envelope, documents, i, limit)));
    },
  };
}

async function sized(envelope: Envelope, message: MailOptions): Promise<MailOptions> {
  return { ...message, envelope: { from: envelope.mail.from.address, to: message.to, size: await encodedSize(message) } };
}

const declaredSize = (message: MailOptions): number => Number(message.envelope?.size);

/** Part i of the split; `withheldUnder` is the limit its document does not fit even alone, null when it is attached. */
function variant(envelope: Envelope, documents: readonly StoredDocument[], i: number, withheldUnder: SizeLimit | null): StaffVariant {
  const document = documents[i]!;
  const count = documents.length;
  const others = documents.flatMap((d, j) => (j === i ? [] : [`part ${j + 1} carries ${named(d)}`]));
  const introAddition =
    count === 1 ? "" : ` Part ${i + 1} of ${count}: the documents are too large for one e-mail, so each comes in its own. This one carries ${named(document)}; ${others.join("; ")}.`;
  const notice = withheldUnder
    ? `Not attached: ${named(document)}, ${megabytes(document.content.length)}, is too large for an e-mail under ${limitWords(withheldUnder)}. It is kept with the application: the site's operator exports it with npm run submissions -- export --type application --out DIR.`
    : undefined;
  return { documents: withheldUnder ? [] : [document], introAddition, notice, thread: thread(envelope, i + 1, count) };
}

/**
 * Part k is `<id.k@domain>`, the same on every attempt, so a receiver drops a repeated part; parts after the first
 * answer part 1, so mail clients show them as one conversation. Part 1 does not take the delivery's own Message-ID:
 * when a changed MAIL_MAX_MESSAGE_BYTES turns a partly sent split into one e-mail, that e-mail has the delivery's id,
 * and a receiver that drops repeated Message-IDs would otherwise drop it as a repeat of part 1.
 */
function thread(envelope: Envelope, index: number, count: number): StaffVariant["thread"] {
  const domain = envelope.mail.from.address.split("@")[1];
  const first = `<${envelope.deliveryId}.1@${domain}>`;
  const headers = { "X-E7-Part": `${index}/${count}` };
  const messageId = `<${envelope.deliveryId}.${index}@${domain}>`;
  return index === 1 ? { headers, messageId } : { headers, messageId, inReplyTo: first, references: [first] };
}
