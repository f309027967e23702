import { getLocale } from "next-intl/server";
import { defaultLocale, isLocale, type Locale } from "./locales";

/** The locale of the page being rendered (its `[locale]` segment), typed. */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
