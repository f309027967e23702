import { useClientLocale } from "@/lib/i18n/locale-context";
import { LOCALE_FIELD } from "@/lib/forms/action-state";

/** The page's locale, posted with the form: the server action answers in it, with or without JavaScript. */
export function LocaleField() {
  return <input type="hidden" name={LOCALE_FIELD} value={useClientLocale()} />;
}
