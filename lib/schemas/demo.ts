import { commonErrorsIn, englishCommonErrors, englishTranslator, formTranslator, perLocale } from "@/lib/forms/server-messages";
import type { Locale } from "@/lib/i18n/locales";
import { DEMO_LIMITS, DEMO_MESSAGES, demoErrors } from "./demo-fields";
import { demoSchemas, type DemoFormOutput } from "./demo-schema";

// Server code takes the whole contract from here; the form components import ./demo-fields and, on first use,
// ./demo-schema (zod, with the messages the page gave them).
export * from "./demo-fields";
export * from "./demo-schema";

const LIMITS = Object.values(DEMO_LIMITS);

/** The demo schema's messages in a locale: the server action's, and what the page hands to the form. */
export const demoErrorsIn = perLocale(async (locale: Locale) => demoErrors(await formTranslator(locale, DEMO_MESSAGES.namespace), await commonErrorsIn(locale, LIMITS)));

/** The demo form's schemas with the messages of a locale (server action, POST /api/demo). */
export const demoSchemasIn = perLocale(async (locale: Locale) => demoSchemas(await demoErrorsIn(locale)));

/** In English: what the data layer checks before sending a request on (lib/api). */
export const { demoSchema, demoFormSchema } = demoSchemas(demoErrors(englishTranslator(DEMO_MESSAGES.namespace), englishCommonErrors(LIMITS)));

/** The spec's order of checks (section 5), which is also the page order of the fields. */
export const DEMO_FIELDS = Object.keys(demoFormSchema.shape) as (keyof DemoFormOutput)[];
