import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import {
  COUNTRY_CODE_PATTERN,
  consentBox,
  EMAIL_PATTERN,
  INVALID_COUNTRY_CODE,
  INVALID_PHONE,
  optionalText,
  PHONE_PATTERN,
  requiredText,
} from "@/lib/forms/schema-parts";

/**
 * The contact query (spec sections 3 and 5), one schema for the form in the browser, its server action and the
 * built-in API's POST /api/lead. `contactSchema` is the JSON the API host receives; `contactFormSchema` adds the
 * consent box the visitor ticks (it is not sent on).
 */
export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  consent: "Please accept the terms and conditions",
  success: "Your query has been submitted successfully!",
  failure: "Failed to submit query. Please try again.",
  submitting: "Submitting your query...",
} as const;

export const NATURE_OF_ENQUIRY_OPTIONS = ["Sales", "Partnership", "Support", "Press", "Other"] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, countryCode: 5, phoneNumber: 30, natureOfEnquiry: 100, message: 5000 } as const;

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
