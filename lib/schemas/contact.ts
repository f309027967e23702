import { commonErrorsIn, englishCommonErrors, englishTranslator, formTranslator, perLocale } from "@/lib/forms/server-messages";
import type { Locale } from "@/lib/i18n/locales";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactErrors } from "./contact-fields";
import { contactSchemas, type ContactFormOutput } from "./contact-schema";

// Server code takes the whole contract from here; the form components import ./contact-fields and, on first use,
// ./contact-schema (zod, with the messages the page gave them).
export * from "./contact-fields";
export * from "./contact-schema";

const LIMITS = Object.values(CONTACT_LIMITS);

/** The contact schema's messages in a locale: the server action's, and what the page hands to the form. */
export const contactErrorsIn = perLocale(async (locale: Locale) =>
  contactErrors(await formTranslator(locale, CONTACT_MESSAGES.namespace), await commonErrorsIn(locale, LIMITS)),
);

/** The contact form's schemas with the messages of a locale (server action, POST /api/lead). */
export const contactSchemasIn = perLocale(async (locale: Locale) => contactSchemas(await contactErrorsIn(locale)));

/** In English: what the data layer checks before sending a query on (lib/api). */
export const { contactSchema, contactFormSchema } = contactSchemas(contactErrors(englishTranslator(CONTACT_MESSAGES.namespace), englishCommonErrors(LIMITS)));

/** The form's fields in page order: errors are reported (and focused) in this order. */
export const CONTACT_FIELDS = Object.keys(contactFormSchema.shape) as (keyof ContactFormOutput)[];
