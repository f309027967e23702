import { commonErrorsIn, englishCommonErrors, englishTranslator, formTranslator, perLocale } from "@/lib/forms/server-messages";
import type { Locale } from "@/lib/i18n/locales";
import { CONTACT_MESSAGES, contactErrors } from "./contact-fields";
import { contactSchemas, type ContactFormOutput } from "./contact-schema";

// Server code takes the whole contract from here; the form components import ./contact-fields and, on first use,
// ./contact-schema (zod without the server's messages).
export * from "./contact-fields";
export * from "./contact-schema";

/** The contact form's schemas with the messages of a locale (server action, POST /api/lead). */
export const contactSchemasIn = perLocale(async (locale: Locale) =>
  contactSchemas(contactErrors(await formTranslator(locale, CONTACT_MESSAGES.namespace), await commonErrorsIn(locale))),
);

/** In English: what the data layer checks before sending a query on (lib/api). */
export const { contactSchema, contactFormSchema } = contactSchemas(contactErrors(englishTranslator(CONTACT_MESSAGES.namespace), englishCommonErrors));

/** The form's fields in page order: errors are reported (and focused) in this order. */
export const CONTACT_FIELDS = Object.keys(contactFormSchema.shape) as (keyof ContactFormOutput)[];
