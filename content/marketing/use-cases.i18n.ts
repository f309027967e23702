import { byLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./use-cases";
import * as ar from "./use-cases.ar";
import * as tr from "./use-cases.tr";

/*
 * Locale-aware getters for the use-case pages. They live beside use-cases.ts rather than in it: the translations
 * spread the English entries, so use-cases.ts importing them back would be a cycle.
 */

/** The three use cases in a locale, keyed by slug. */
export const allUseCasesIn = byLocale({ en: en.useCases, ar: ar.useCases, tr: tr.useCases });

/** One use-case page's copy in a locale; undefined for an unknown slug, as `getUseCase` in use-cases.ts. */
export function getUseCase(slug: string, locale: Locale = "en"): en.UseCase | undefined {
  const known = en.getUseCase(slug);
  return known && allUseCasesIn(locale)[known.slug];
}
