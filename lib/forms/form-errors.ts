import type { CommonErrors } from "./field-rules";
import type { Translator } from "./translator";

/** Where the shared messages live (content/messages/forms): the forms' hooks and the server's translators ask for it. */
export const FORM_ERRORS = { namespace: "FormErrors" } as const;

/** The shared schema messages (FormErrors) in the translator's language; the browser and the server use the same. */
export const commonErrors = (t: Translator<"FormErrors">): CommonErrors => ({
  tooLong: (max) => t("tooLong", { max }),
  notText: t("notText"),
  invalidPhone: t("invalidPhone"),
  invalidCountryCode: t("invalidCountryCode"),
});

/** "Too many submissions…": a wait of up to a minute reads "a minute", a longer one in whole minutes. */
export const rateLimitedText = (t: Translator<"FormErrors">, retryAfterSeconds?: number): string =>
  !retryAfterSeconds || retryAfterSeconds <= 60 ? t("rateLimited") : t("rateLimitedMinutes", { minutes: Math.ceil(retryAfterSeconds / 60) });

/** The top line of the built-in API's 422 answer. */
export const invalidFieldsText = (t: Translator<"FormErrors">): string => t("invalidFields");
