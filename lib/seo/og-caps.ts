import { intlLocales } from "@/lib/i18n/intl";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * A card's eyebrow is drawn in capitals, by the rules of the card's language: the site's Turkish labels need Turkish
 * rules (Kariyer → KARİYER). Words from the API inside an eyebrow are English, and Turkish rules would dot their i's
 * (Engineering → ENGİNEERİNG), so a route capitalises them itself with `englishCaps` before composing the eyebrow:
 * text already in capitals comes through the card's own pass unchanged, in any language.
 */

/** The eyebrow as a card in `locale` draws it. */
export const eyebrowCaps = (eyebrow: string, locale: Locale = defaultLocale): string => eyebrow.toLocaleUpperCase(intlLocales[locale]);

/** English words (a department, a blog category from the API) in capitals, ready for any card's eyebrow. */
export const englishCaps = (text: string): string => text.toLocaleUpperCase("en");
