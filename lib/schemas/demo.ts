import { z } from "zod";

/**
 * The demo request (spec sections 3 and 5). `demoSchema` is what the API receives (JSON, /api/demo) and what the
 * built-in host validates; `demoFormSchema` adds the consent box. Messages and their order follow spec section 5.
 * (Minimal version written by the data layer; the forms work refines it.)
 */
export const DEMO_MESSAGES = {
  companyName: "Company name is required",
  dmFirstName: "Decision maker first name is required",
  email: "Email is required",
  emailFormat: "Please enter a valid email address",
  countryCode: "Country code is required",
  phoneNumber: "Phone number is required",
  country: "Country is required",
  consent: "Please accept the terms and conditions",
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Please keep this under ${max} characters` });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .nullish()
    .transform((v) => v || undefined);

export const demoSchema = z.object({
  companyName: required(DEMO_MESSAGES.companyName, 200),
  dmFirstName: required(DEMO_MESSAGES.dmFirstName, 100),
  dmLastName: optional(100),
  dmTitle: optional(150),
  email: required(DEMO_MESSAGES.email, 254).regex(EMAIL_PATTERN, { error: DEMO_MESSAGES.emailFormat }),
  countryCode: required(DEMO_MESSAGES.countryCode, 5).regex(/^\+?\d{1,4}$/, { error: "Please enter a country code such as +1" }),
  phoneNumber: required(DEMO_MESSAGES.phoneNumber, 20).regex(/^[\d\s().+-]+$/, { error: "Please enter a valid phone number" }),
  country: required(DEMO_MESSAGES.country, 100),
});

export type DemoInput = z.output<typeof demoSchema>;

export const demoFormSchema = demoSchema.extend({
  consent: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true")
    .refine((v) => v, { error: DEMO_MESSAGES.consent }),
});
