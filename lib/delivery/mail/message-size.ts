import MailComposer from "nodemailer/lib/mail-composer";
import type { Options as MailOptions } from "nodemailer/lib/mailer";

/**
 * The size of a message as it goes over SMTP (headers, MIME parts, base64 attachments), which is what a server's limit
 * applies to. Counted while nodemailer's own composer streams it, so a 28 MB application is measured without being
 * held in memory a second time.
 */
export async function encodedSize(message: MailOptions): Promise<number> {
  let bytes = 0;
  for await (const chunk of new MailComposer(message).compile().createReadStream()) bytes += (chunk as Buffer).length;
  return bytes;
}
