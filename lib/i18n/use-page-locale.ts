import { useLocale } from "next-intl";
import { localeOrDefault, type Locale } from "@/lib/i18n/locales";

/** The page's locale, typed (English outside a localized tree), for client components under a NextIntlClientProvider. */
export function usePageLocale(): Locale {
  return localeOrDefault(useLocale());
}
