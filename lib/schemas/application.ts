import {
  englishTranslator,
  formTranslator,
  perLocale,
} from "@/lib/forms/server-messages";
import type { Translator } from "@/lib/forms/translator";
import type { Locale } from "@/lib/i18n/locales";
import { APPLICATION_MESSAGES, applicationErrors, type ApplicationErrors } from "./application-fields";
import { applicationSchemas } from "./application-schema";

// Server code takes the whole contract from here; the form components import ./application-fields and, on first
// use, ./application-schema (zod, with the messages the page gave them).
export * from "./application-fields";
export * from "./application-schema";

/** The application schema's messages in a locale: the server's, and (as data) what the page hands to the form. */
export const applicationErrorsIn = perLocale(async (locale: Locale) =>
  applicationErrors(await formTranslator(locale, APPLICATION_MESSAGES.namespace)),
);

/** The application's schemas with the messages of a locale (server action). */
export const applicationSchemasIn = perLocale(async (locale: Locale) => applicationSchemas(await applicationErrorsIn(locale)));

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

/** Server-only messages (ApplicationServer): the built-in API's and the upload endpoint's refusals. */
export const APPLICATION_SERVER_MESSAGES = { namespace: "ApplicationServer" } as const;

/** What only the server refuses an application or an upload for, in one language. */
export type ApplicationRefusals = {
  sendOnce: string;
  expectedText: string;
  sendOneFile: string;
  jobNotFound: string;
  /** The top line of a 413. */
  filesTooLarge: string;
  tooManyPending: string;
};

const applicationRefusals = (t: Translator<"ApplicationServer">): ApplicationRefusals => ({
  sendOnce: t("sendOnce"),
  expectedText: t("expectedText"),
  sendOneFile: t("sendOneFile"),
  jobNotFound: t("jobNotFound"),
  filesTooLarge: t("filesTooLarge"),
  tooManyPending: t("tooManyPending"),
});

/** An application's server checks in one language: the text fields' schema and every message they answer with. */
export type ApplicationChecks = { schema: typeof applicationSchema; errors: ApplicationErrors; refusals: ApplicationRefusals };

export const ENGLISH_CHECKS: ApplicationChecks = {
  schema: applicationSchema,
  errors: MESSAGES,
  refusals: applicationRefusals(englishTranslator(APPLICATION_SERVER_MESSAGES.namespace)),
};

/** The checks in a client's language (the built-in API and the upload endpoint answer in Accept-Language's). */
export const applicationChecksIn = perLocale(async (locale: Locale): Promise<ApplicationChecks> => {
  if (locale === "en") return ENGLISH_CHECKS;
  const [errors, refusals] = await Promise.all([
    applicationErrorsIn(locale),
    formTranslator(locale, APPLICATION_SERVER_MESSAGES.namespace).then(applicationRefusals),
  ]);
  return { schema: applicationSchemas(errors).applicationSchema, errors, refusals };
});
