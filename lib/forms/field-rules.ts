/**
 * Patterns, defaults and the shape of the messages the forms share, without zod: the form components import them with
 * the page, while the zod schemas built from them (schema-parts.ts, lib/schemas/*) load on first use
 * (lazy-zod-resolver.ts). The messages themselves are in the visitor's language (FormErrors, content/messages/forms).
 */

/** Spec section 5: "text, an at sign, text, a dot and text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators, and at least four digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){4})[\d\s().+-]+$/;
/** "+1", "+44", "+971": a plus and one to four digits (the plus may be left out by API clients). */
export const COUNTRY_CODE_PATTERN = /^\+?\d{1,4}$/;

export const DEFAULT_COUNTRY_CODE = "+1";

/**
 * The messages every form's schema uses, in one language (form-errors.ts builds them from a translator on the server).
 * Plain data, so that a page can hand them to its form in the browser: `tooLong` holds one text per length limit of
 * the form (`Limit`, the values of its limits object), and the schema picks the one of the field it checks.
 */
export type CommonErrors<Limit extends number = number> = {
  tooLong: Readonly<Record<Limit, string>>;
  notText: string;
  invalidPhone: string;
  invalidCountryCode: string;
};
