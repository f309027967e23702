import type { CommonErrors } from "@/lib/forms/field-rules";
import type { Translator } from "@/lib/forms/translator";

/**
 * The contact form's options, limits and messages, without zod: the form imports them with the page, the schema
 * (contact-schema.ts) loads on first use. The messages are ContactForm's, in the visitor's language, built on the
 * server and handed to the form as data.
 */

export const NATURE_OF_ENQUIRY_OPTIONS = ["Sales", "Partnership", "Support", "Press", "Other"] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, countryCode: 5, phoneNumber: 30, natureOfEnquiry: 100, message: 5000 } as const;

export type ContactLimit = (typeof CONTACT_LIMITS)[keyof typeof CONTACT_LIMITS];

/** Where the form's messages live (content/messages/forms): the server's translator asks for it. */
export const CONTACT_MESSAGES = { namespace: "ContactForm" } as const;

export type ContactErrors = CommonErrors<ContactLimit> & { required: string; email: string; consent: string };

/** The contact schema's messages in the translator's language (the server action's, and the form's in the browser). */
export const contactErrors = (t: Translator<"ContactForm">, common: CommonErrors<ContactLimit>): ContactErrors => ({
  ...common,
  required: t("errors.required"),
  email: t("errors.email"),
  consent: t("errors.consent"),
});
