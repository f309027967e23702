import type { CommonErrors } from "./field-rules";
import type { Translator } from "./translator";

/** Where the shared messages live (content/messages/forms): the server's translators ask for it. */
export const FORM_ERRORS = { namespace: "FormErrors" } as const;

/**
 * One text per value of a finite set (a form's length limits, its number bounds), formatted by the translator on the
 * server: the browser receives the texts and picks by value, so it needs no message formatter of its own.
 */
export function textsBy<Value extends number>(values: readonly Value[], text: (value: Value) => string): Readonly<Record<Value, string>> {
  return Object.fromEntries(values.map((value) => [value, text(value)])) as Record<Value, string>;
}

/** The shared schema messages (FormErrors) in the translator's language, for a form with these length limits. */
export const commonErrors = <Limit extends number>(t: Translator<"FormErrors">, limits: readonly Limit[]): CommonErrors<Limit> => ({
  tooLong: textsBy(limits, (max) => t("tooLong", { max })),
  notText: t("notText"),
  invalidPhone: t("invalidPhone"),
  invalidCountryCode: t("invalidCountryCode"),
});

/** "Too many submissions…": a wait of up to a minute reads "a minute", a longer one in whole minutes. */
export const rateLimitedText = (t: Translator<"FormErrors">, retryAfterSeconds?: number): string =>
  !retryAfterSeconds || retryAfterSeconds <= 60 ? t("rateLimited") : t("rateLimitedMinutes", { minutes: Math.ceil(retryAfterSeconds / 60) });

/** The top line of the built-in API's 422 answer. */
export const invalidFieldsText = (t: Translator<"FormErrors">): string => t("invalidFields");
