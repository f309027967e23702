import type { Locale } from "@/lib/i18n/locales";

/** The artwork with words drawn in it (city names, "72H READY"), drawn again in Arabic and Turkish (scripts/localize-art.mjs). */
const WITH_WORDS = new Set(["/images/contact/hero.svg", "/images/careers/hero.svg", "/images/compliance/hero.svg"]);

/** The copy of a site image whose words are in the page's language: `/images/contact/hero-ar.svg` on an Arabic page. */
export function localizedArt(src: string, locale: Locale): string {
  return locale !== "en" && WITH_WORDS.has(src) ? src.replace(/\.svg$/, `-${locale}.svg`) : src;
}
