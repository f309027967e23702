import {
  englishTranslator,
  formTranslator,
  perLocale,
} from "@/lib/forms/server-messages";
import type { Locale } from "@/lib/i18n/locales";
import { APPLICATION_MESSAGES, applicationErrors } from "./application-fields";
import { applicationSchemas } from "./application-schema";

// Server code takes the whole contract from here; the form components import ./application-fields and, on first
// use, ./application-schema (zod without the server's messages).
export * from "./application-fields";
export * from "./application-schema";

/** The application's schemas with the messages of a locale (server action). */
export const applicationSchemasIn = perLocale(async (locale: Locale) =>
  applicationSchemas(
    applicationErrors(
      await formTranslator(locale, APPLICATION_MESSAGES.namespace),
    ),
  ),
);

/** The English messages: what the data layer and the store answer with (lib/api, lib/store). */
export const MESSAGES = applicationErrors(
  englishTranslator(APPLICATION_MESSAGES.namespace),
);

/** In English: what the data layer and the built-in API check an application with. */
export const {
  applicationSchema,
  applicationFormSchema,
  requiredDocument,
  optionalDocument,
} = applicationSchemas(MESSAGES);
