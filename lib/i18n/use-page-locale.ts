import { useLocale } from "next-intl";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/** The page's locale, typed (English outside a localized tree). Works in server and client components alike. */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : "en";
}
