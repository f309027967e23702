import { z } from "zod";

/**
 * Building blocks of the forms' zod schemas (lib/schemas/*), shared by the browser (zodResolver), the server actions
 * and the built-in API's route handlers. Text is trimmed before it is checked and stored.
 */

/** Spec section 5: "text, an at sign, text, a dot and text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators, and at least four digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){4})[\d\s().+-]+$/;
/** "+1", "+44", "+971": a plus and one to four digits (the plus may be left out by API clients). */
export const COUNTRY_CODE_PATTERN = /^\+?\d{1,4}$/;

export const DEFAULT_COUNTRY_CODE = "+1";

export const tooLong = (max: number): string => `Please use at most ${max} characters`;
export const INVALID_PHONE = "Please enter a valid phone number";
export const INVALID_COUNTRY_CODE = "Please choose a valid country code";

/** Required text: `message` when missing or blank, then a bounded length. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong(max) });

/** Optional text: blank, null or missing all become undefined (the key is left out of the JSON sent on). */
export const optionalText = (max: number) =>
  z
    .string({ error: "Please enter text" })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => v || undefined);

/** A consent box: ticked is `true` (react-hook-form) or "on" (a native form post); anything else gets `message`. */
export const consentBox = (message: string) =>
  z
    .union([z.boolean(), z.string()], { error: message })
    .optional()
    .refine((v) => v === true || v === "on" || v === "true", { error: message })
    .transform(() => true as const);
