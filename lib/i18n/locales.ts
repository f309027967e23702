/**
 * The site's languages. English is the default and keeps every URL unprefixed; Arabic and Turkish live under /ar and
 * /tr. Kept free of next-intl imports so content modules and scripts can use it without pulling in the library.
 */
export const locales = ["en", "ar", "tr"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** A route's `[locale]` param, typed; English for anything else (route handlers only see the raw segment). */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

export const localeDirection = (locale: Locale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/** One value per locale, chosen at render time: how content modules expose their translations. */
export function byLocale<T>(table: Readonly<Record<Locale, T>>): (locale: Locale) => T {
  return (locale) => table[locale];
}
