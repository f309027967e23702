import { byLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./industries";
import * as ar from "./industries.ar";
import * as tr from "./industries.tr";

/*
 * Locale-aware getters for the industry pages. They live beside industries.ts rather than in it: the translations
 * spread the English entries, so industries.ts importing them back would be a cycle.
 */

/** The six industries in a locale, keyed by slug (the /solutions hub's tiles). */
export const allIndustriesIn = byLocale({ en: en.industries, ar: ar.industries, tr: tr.industries });

/** One industry page's copy in a locale; undefined for an unknown slug, as `getIndustry` in industries.ts. */
export function getIndustry(slug: string, locale: Locale = "en"): en.Industry | undefined {
  const known = en.getIndustry(slug);
  return known && allIndustriesIn(locale)[known.slug];
}
