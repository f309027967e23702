import type { Locale } from "./locales";
import type { Messages } from "./messages";

// Typed messages: `useTranslations("Ns")` and `t("key")` fail type-checking when the English catalogue lacks them.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
