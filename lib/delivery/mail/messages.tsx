import { plainTextSelectors, render } from "@react-email/render";
import type { ReactElement } from "react";
import type { Address, Options as MailOptions } from "nodemailer/lib/mailer";
import { localeOrDefault } from "@/lib/i18n/locales";
import type { MailSettings } from "../config";
import type { LoadedSubmission, StoredDocument } from "../submission-view";
import { confirmationCopy } from "./confirmation-copy";
import { fullName, submissionFields, type Field } from "./fields";
import { headerText, isPlainMailbox } from "./header-safety";
import { StaffNotification } from "./templates/staff-notification";
import { VisitorConfirmation } from "./templates/visitor-confirmation";

/**
 * The two e-mails of a submission as nodemailer messages: to staff (English) and the visitor's confirmation (in the
 * language of their pages, ./confirmation-copy).
 */

export type Envelope = { deliveryId: string; submission: LoadedSubmission; mail: MailSettings };

const KIND: Record<LoadedSubmission["type"], string> = { demo: "Demo request", lead: "Contact query", application: "Job application" };

/** Headings keep their case in the text part: they carry the forms' own messages (spec section 8) word for word. */
const TEXT_SELECTORS = [...plainTextSelectors, ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } }))];

async function bodies(element: ReactElement): Promise<{ html: string; text: string }> {
  return { html: await render(element), text: await render(element, { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS, preserveNewlines: true } }) };
}

/** The delivery id is the Message-ID on every attempt, so a receiver (or a person) can tell a repeat from a new one. */
function common({ deliveryId, submission, mail }: Envelope): MailOptions & { headers: Record<string, string> } {
  const domain = mail.from.address.split("@")[1];
  return {
    messageId: `<${deliveryId}@${domain}>`,
    from: { name: headerText(mail.from.name), address: mail.from.address },
    headers: { "X-E7-Delivery-Id": deliveryId, "X-E7-Submission": `${submission.type}/${String(submission.record.id)}` },
  };
}

const visitor = (s: LoadedSubmission): Address | undefined => {
  const address = String(s.record.email ?? "");
  return isPlainMailbox(address) ? { name: headerText(fullName(s)), address } : undefined;
};

function staffSubject(s: LoadedSubmission): string {
  const name = fullName(s);
  if (s.type === "demo") return `Demo request: ${String(s.record.companyName)} (${name})`;
  if (s.type === "lead") return `Contact query: ${name}${s.record.natureOfEnquiry ? ` (${String(s.record.natureOfEnquiry)})` : ""}`;
  return `Job application: ${s.jobTitle} (${name})`;
}

/** Language names in English ("Arabic"), for staff. */
const englishLanguageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** The language staff should answer in, when it is not English: the visitor's pages were in it. */
function staffFields(s: LoadedSubmission): Field[] {
  const locale = localeOrDefault(s.record.locale);
  if (locale === "en") return submissionFields(s);
  return [{ label: "Site language", value: englishLanguageNames.of(locale) ?? locale }, ...submissionFields(s)];
}

/**
 * How one mail of an application split to fit the size limit differs from the whole (./staff-parts.ts): the documents
 * it carries, a sentence after the intro, a notice for a document not attached, and its threading headers.
 */
export type StaffVariant = {
  documents: readonly StoredDocument[];
  introAddition: string;
  notice?: string;
  thread: Pick<MailOptions, "messageId" | "inReplyTo" | "references"> & { headers: Record<string, string> };
};

/** Every document attached, or those of `variant`. */
export async function staffMessage(envelope: Envelope, variant?: StaffVariant): Promise<MailOptions> {
  const { submission: s, mail } = envelope;
  const attachments = (variant?.documents ?? s.documents).map((d) => ({ filename: headerText(d.filename, 200), content: d.content, contentType: d.contentType }));
  const reference = `${s.type}/${String(s.record.id)}, received ${String(s.record.createdAt)}`;
  const intro = `${KIND[s.type]} from ${fullName(s)} through the website.${variant?.introAddition ?? ""}${visitor(s) ? " Reply to this e-mail to answer them." : ""}`;
  const base = common(envelope);
  return {
    ...base,
    ...variant?.thread,
    headers: { ...base.headers, ...variant?.thread.headers },
    to: s.type === "application" ? mail.careers : mail.sales,
    replyTo: visitor(s),
    subject: headerText(staffSubject(s), 200),
    attachments,
    ...(await bodies(
      <StaffNotification
        heading={KIND[s.type]}
        intro={intro}
        fields={staffFields(s)}
        attachments={attachments.map((a) => a.filename)}
        notice={variant?.notice}
        reference={reference}
      />,
    )),
  };
}

/** Null when the visitor's address is not one plain mailbox (then no confirmation is queued either). */
export async function confirmationMessage(envelope: Envelope): Promise<MailOptions | null> {
  const { submission: s, mail } = envelope;
  const to = visitor(s);
  if (!to) return null;
  const { subject, ...copy } = await confirmationCopy(s);
  return {
    ...common(envelope),
    headers: { ...common(envelope).headers, "Auto-Submitted": "auto-generated", "Content-Language": copy.lang },
    to,
    replyTo: s.type === "application" ? mail.careers : mail.sales,
    subject,
    ...(await bodies(<VisitorConfirmation {...copy} />)),
  };
}
