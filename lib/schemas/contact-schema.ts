import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import { COUNTRY_CODE_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/forms/field-rules";
import { consentBox, optionalText, requiredText } from "@/lib/forms/schema-parts";
import { CONTACT_LIMITS, type ContactErrors, type ContactLimit } from "./contact-fields";

/**
 * The contact query (spec sections 3 and 5): one schema for the form in the browser, its server action and the
 * built-in API's POST /api/lead, built with the messages of the visitor's language. `contactSchema` is the JSON the
 * API host receives; `contactFormSchema` adds the consent box the visitor ticks (it is not sent on).
 */
export function contactSchemas(errors: ContactErrors) {
  const required = (max: ContactLimit) => requiredText(errors.required, max, errors);
  const contactSchema = z.object({
    firstName: required(CONTACT_LIMITS.name),
    lastName: required(CONTACT_LIMITS.name),
    email: required(CONTACT_LIMITS.email).check(z.regex(EMAIL_PATTERN, { error: errors.email })),
    countryCode: required(CONTACT_LIMITS.countryCode).check(z.regex(COUNTRY_CODE_PATTERN, { error: errors.invalidCountryCode })),
    phoneNumber: required(CONTACT_LIMITS.phoneNumber).check(z.regex(PHONE_PATTERN, { error: errors.invalidPhone })),
    natureOfEnquiry: optionalText(CONTACT_LIMITS.natureOfEnquiry, errors),
    message: required(CONTACT_LIMITS.message),
  });
  const contactFormSchema = z.extend(contactSchema, { consent: consentBox(errors.consent) });
  return { contactSchema, contactFormSchema };
}

export type ContactSchemas = ReturnType<typeof contactSchemas>;
export type ContactInput = z.output<ContactSchemas["contactSchema"]>;
export type ContactFormInput = z.input<ContactSchemas["contactFormSchema"]>;
export type ContactFormOutput = z.output<ContactSchemas["contactFormSchema"]>;
