/**
 * Patterns, defaults and messages the forms share, without zod: the form components import them with the page, while
 * the zod schemas built from them (schema-parts.ts, lib/schemas/*) load on first use (lazy-zod-resolver.ts).
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
