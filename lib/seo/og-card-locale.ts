import type { Locale } from "@/lib/i18n/locales";

/**
 * The language a page's own sharing card is drawn in. The card renderer (lib/seo/og-image.tsx) carries Latin fonts
 * only and satori cannot shape Arabic, so an Arabic page shares the English card: correct text rather than an
 * empty or unjoined one. Turkish letters are in Inter's Latin Extended face, so Turkish cards are Turkish.
 */
export const ogCardLocale = (locale: string): Extract<Locale, "en" | "tr"> => (locale === "tr" ? "tr" : "en");
