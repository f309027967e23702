import { createTranslator } from "use-intl/core";
import formsEn from "@/content/messages/forms/en.json";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { commonErrors, FORM_ERRORS } from "./form-errors";
import type { CommonErrors } from "./field-rules";
import type { Translator } from "./translator";

type FormsNamespace = keyof typeof formsEn;

/**
 * English forms messages, synchronously: the data layer (lib/api, lib/store) builds its English schemas when its
 * modules load. Formatted by next-intl's own formatter (use-intl/core; not "next-intl", whose entry point names
 * NextIntlClientProvider and would bring next-intl's client runtime to every page that can reach this), so the
 * build's precompiled catalogue and jest's plain JSON read alike.
 */
export function englishTranslator<N extends FormsNamespace>(namespace: N): Translator<N> {
  return createTranslator({ locale: "en", messages: formsEn, namespace }) as unknown as Translator<N>;
}

/**
 * A translator for a form's namespace in a locale. Server actions and route handlers have no `[locale]` segment, so
 * they name the locale (the form's hidden field, the API's Accept-Language).
 */
export async function formTranslator<N extends FormsNamespace>(locale: Locale, namespace: N): Promise<Translator<N>> {
  if (locale === "en") return englishTranslator(namespace);
  return createTranslator({ locale, messages: await loadMessages(locale), namespace }) as unknown as Translator<N>;
}

/** The shared schema messages for a form with these length limits, in English (synchronously, see above). */
export const englishCommonErrors = <Limit extends number>(limits: readonly Limit[]): CommonErrors<Limit> =>
  commonErrors(englishTranslator(FORM_ERRORS.namespace), limits);

/** The shared schema messages for a form with these length limits, in a locale. */
export async function commonErrorsIn<Limit extends number>(locale: Locale, limits: readonly Limit[]): Promise<CommonErrors<Limit>> {
  return commonErrors(await formTranslator(locale, FORM_ERRORS.namespace), limits);
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
