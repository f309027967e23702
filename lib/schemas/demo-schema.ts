import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import { COUNTRY_CODE_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/forms/field-rules";
import { consentBox, optionalText, requiredText } from "@/lib/forms/schema-parts";
import { DEMO_LIMITS, type DemoErrors } from "./demo-fields";

/**
 * The demo request (spec sections 3 and 5): one schema for the form in the browser, its server action and the
 * built-in API's POST /api/demo, built with the messages of the visitor's language. `demoSchema` is the JSON the API
 * host receives; `demoFormSchema` adds the consent box. The keys are in the spec's order of checks, so the first error
 * reported is the first the spec lists; values are trimmed before the emptiness checks.
 */
export function demoSchemas(errors: DemoErrors) {
  const demoSchema = z.object({
    companyName: requiredText(errors.companyName, DEMO_LIMITS.companyName, errors),
    dmFirstName: requiredText(errors.dmFirstName, DEMO_LIMITS.name, errors),
    dmLastName: optionalText(DEMO_LIMITS.name, errors),
    dmTitle: optionalText(DEMO_LIMITS.dmTitle, errors),
    email: requiredText(errors.email, DEMO_LIMITS.email, errors).check(z.regex(EMAIL_PATTERN, { error: errors.emailFormat })),
    countryCode: requiredText(errors.countryCode, DEMO_LIMITS.countryCode, errors).check(z.regex(COUNTRY_CODE_PATTERN, { error: errors.invalidCountryCode })),
    phoneNumber: requiredText(errors.phoneNumber, DEMO_LIMITS.phoneNumber, errors).check(z.regex(PHONE_PATTERN, { error: errors.invalidPhone })),
    country: requiredText(errors.country, DEMO_LIMITS.country, errors),
  });
  const demoFormSchema = z.extend(demoSchema, { consent: consentBox(errors.consent) });
  return { demoSchema, demoFormSchema };
}

export type DemoSchemas = ReturnType<typeof demoSchemas>;
export type DemoInput = z.output<DemoSchemas["demoSchema"]>;
export type DemoFormInput = z.input<DemoSchemas["demoFormSchema"]>;
export type DemoFormOutput = z.output<DemoSchemas["demoFormSchema"]>;
