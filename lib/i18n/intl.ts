import type { Locale } from "./locales";

/**
 * The BCP 47 tag each locale formats dates, numbers and currencies with. Arabic keeps Western digits (`nu-latn`), as
 * Gulf business writing does and as the site's own Arabic copy does, so that figures, job ids and phone numbers read
 * the same everywhere on a page.
 */
export const intlLocales: Record<Locale, string> = { en: "en-GB", ar: "ar-u-nu-latn", tr: "tr-TR" };
