import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import { COUNTRY_CODE_PATTERN, EMAIL_PATTERN, INVALID_COUNTRY_CODE, INVALID_PHONE, PHONE_PATTERN } from "@/lib/forms/field-rules";
import { consentBox, optionalText, requiredText } from "@/lib/forms/schema-parts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-fields";

// Server code takes the whole contract from here; the form components import ./contact-fields alone (no zod).
export * from "./contact-fields";

/**
 * The contact query (spec sections 3 and 5), one schema for the form in the browser, its server action and the
 * built-in API's POST /api/lead. `contactSchema` is the JSON the API host receives; `contactFormSchema` adds the
 * consent box the visitor ticks (it is not sent on).
 */
const required = (max: number) => requiredText(CONTACT_MESSAGES.required, max);

export const contactSchema = z.object({
  firstName: required(CONTACT_LIMITS.name),
  lastName: required(CONTACT_LIMITS.name),
  email: required(CONTACT_LIMITS.email).check(z.regex(EMAIL_PATTERN, { error: CONTACT_MESSAGES.email })),
  countryCode: required(CONTACT_LIMITS.countryCode).check(z.regex(COUNTRY_CODE_PATTERN, { error: INVALID_COUNTRY_CODE })),
  phoneNumber: required(CONTACT_LIMITS.phoneNumber).check(z.regex(PHONE_PATTERN, { error: INVALID_PHONE })),
  natureOfEnquiry: optionalText(CONTACT_LIMITS.natureOfEnquiry),
  message: required(CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof contactSchema>;

export const contactFormSchema = z.extend(contactSchema, { consent: consentBox(CONTACT_MESSAGES.consent) });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;
/** The form's fields in page order: errors are reported (and focused) in this order. */
export const CONTACT_FIELDS = Object.keys(contactFormSchema.shape) as (keyof ContactFormOutput)[];
