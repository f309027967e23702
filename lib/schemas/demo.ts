import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import { COUNTRY_CODE_PATTERN, EMAIL_PATTERN, INVALID_COUNTRY_CODE, INVALID_PHONE, PHONE_PATTERN } from "@/lib/forms/field-rules";
import { consentBox, optionalText, requiredText } from "@/lib/forms/schema-parts";
import { DEMO_LIMITS, DEMO_MESSAGES } from "./demo-fields";

// Server code takes the whole contract from here; the form components import ./demo-fields alone (no zod).
export * from "./demo-fields";

/**
 * The demo request (spec sections 3 and 5), one schema for the form in the browser, its server action and the
 * built-in API's POST /api/demo. `demoSchema` is the JSON the API host receives; `demoFormSchema` adds the consent
 * box. The keys are in the spec's order of checks, so the first error reported is the first the spec lists; values
 * are trimmed before the emptiness checks.
 */
export const demoSchema = z.object({
  companyName: requiredText(DEMO_MESSAGES.companyName, DEMO_LIMITS.companyName),
  dmFirstName: requiredText(DEMO_MESSAGES.dmFirstName, DEMO_LIMITS.name),
  dmLastName: optionalText(DEMO_LIMITS.name),
  dmTitle: optionalText(DEMO_LIMITS.dmTitle),
  email: requiredText(DEMO_MESSAGES.email, DEMO_LIMITS.email).check(z.regex(EMAIL_PATTERN, { error: DEMO_MESSAGES.emailFormat })),
  countryCode: requiredText(DEMO_MESSAGES.countryCode, DEMO_LIMITS.countryCode).check(z.regex(COUNTRY_CODE_PATTERN, { error: INVALID_COUNTRY_CODE })),
  phoneNumber: requiredText(DEMO_MESSAGES.phoneNumber, DEMO_LIMITS.phoneNumber).check(z.regex(PHONE_PATTERN, { error: INVALID_PHONE })),
  country: requiredText(DEMO_MESSAGES.country, DEMO_LIMITS.country),
});

export type DemoInput = z.output<typeof demoSchema>;

export const demoFormSchema = z.extend(demoSchema, { consent: consentBox(DEMO_MESSAGES.consent) });

export type DemoFormInput = z.input<typeof demoFormSchema>;
export type DemoFormOutput = z.output<typeof demoFormSchema>;
/** The spec's order of checks (section 5), which is also the page order of the fields. */
export const DEMO_FIELDS = Object.keys(demoFormSchema.shape) as (keyof DemoFormOutput)[];
