import { createTranslator } from "next-intl";
import formsEn from "@/content/messages/forms/en.json";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { commonErrors, FORM_ERRORS } from "./form-errors";
import type { CommonErrors } from "./field-rules";
import type { Translator } from "./translator";

type FormsNamespace = keyof typeof formsEn;

/**
 * Translators for the forms' server side: server actions and route handlers have no `[locale]` segment, so they name
 * the locale (the form's hidden field, the API's Accept-Language). createTranslator rather than getTranslations: the
 * same code runs in jest and in scripts, outside a Next request.
 */
export async function formTranslator<N extends FormsNamespace>(locale: Locale, namespace: N): Promise<Translator<N>> {
  const messages: Messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace }) as Translator<N>;
}

/** English, synchronously: the schemas the data layer and the English API answer with. */
export function englishTranslator<N extends FormsNamespace>(namespace: N): Translator<N> {
  return createTranslator({ locale: "en", messages: formsEn as unknown as Messages, namespace }) as Translator<N>;
}

export const englishCommonErrors: CommonErrors = commonErrors(englishTranslator(FORM_ERRORS.namespace));

export async function commonErrorsIn(locale: Locale): Promise<CommonErrors> {
  return commonErrors(await formTranslator(locale, FORM_ERRORS.namespace));
}

/** One value per locale, built on first use and kept (the schemas are immutable). */
export function perLocale<T>(build: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const built = new Map<Locale, Promise<T>>();
  return (locale) => {
    let value = built.get(locale);
    if (!value) {
      value = build(locale);
      value.catch(() => built.delete(locale));
      built.set(locale, value);
    }
    return value;
  };
}
