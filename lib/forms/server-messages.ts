import formsEn from "@/content/messages/forms/en.json";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { commonErrors, FORM_ERRORS } from "./form-errors";
import type { CommonErrors } from "./field-rules";
import type { Translator } from "./translator";

type FormsNamespace = keyof typeof formsEn;
type Tree = { readonly [key: string]: unknown };

/**
 * English forms messages, synchronously and without the ICU runtime: the data layer (lib/api, lib/store) builds its
 * English schemas when its modules load, and next-intl ships ES modules only, which neither a synchronous module
 * body nor this project's jest can load. The English catalogue's messages need no more than `{name}` arguments
 * (server-messages.test.ts keeps it so), so they are read and filled in here exactly as next-intl would.
 */
export function englishTranslator<N extends FormsNamespace>(namespace: N): Translator<N> {
  const tree: Tree = formsEn[namespace];
  const t = (key: string, values?: Record<string, string | number>) => {
    const template = key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
    if (typeof template !== "string") throw new Error(`No English message ${namespace}.${key}`);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
  };
  return t as unknown as Translator<N>;
}

/**
 * A translator for a form's namespace in a locale. Server actions and route handlers have no `[locale]` segment, so
 * they name the locale (the form's hidden field, the API's Accept-Language). Arabic and Turkish are formatted by
 * next-intl's formatter (use-intl/core: plurals and all), loaded when first needed. Not "next-intl" itself, whose entry
 * point names NextIntlClientProvider and would bring next-intl's client runtime to every page that can reach this.
 */
export async function formTranslator<N extends FormsNamespace>(locale: Locale, namespace: N): Promise<Translator<N>> {
  if (locale === "en") return englishTranslator(namespace);
  const [{ createTranslator }, messages] = await Promise.all([import("use-intl/core"), loadMessages(locale)]);
  return createTranslator({ locale, messages, namespace }) as Translator<N>;
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
