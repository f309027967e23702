import { z } from "zod";

/**
 * The contact query (spec sections 3 and 5). `contactSchema` is what the API receives (JSON, /api/lead) and what
 * the built-in host validates; `contactFormSchema` adds the consent box the visitor ticks in the form.
 * (Minimal version written by the data layer; the forms work refines it.)
 */
export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  consent: "Please accept the terms and conditions",
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) =>
  z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.required, abort: true })
    .max(max, { error: `Please keep this under ${max} characters` });

export const contactSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: required(254).regex(EMAIL_PATTERN, { error: CONTACT_MESSAGES.email }),
  countryCode: z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: "Please enter a country code such as +1" }),
  phoneNumber: required(20).regex(/^[\d\s().+-]+$/, { error: "Please enter a valid phone number" }),
  natureOfEnquiry: z
    .string()
    .trim()
    .max(100, { error: "Please keep this under 100 characters" })
    .nullish()
    .transform((v) => v || undefined),
  message: required(5000),
});

export type ContactInput = z.output<typeof contactSchema>;

export const contactFormSchema = contactSchema.extend({
  consent: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true")
    .refine((v) => v, { error: CONTACT_MESSAGES.consent }),
});
