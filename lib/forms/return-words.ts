import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ReturnWords } from "./refused-elsewhere";

/** The way back to a form whose send was refused after the visitor left it (FormReturn), in a locale. */
export async function returnWords(locale: Locale): Promise<ReturnWords> {
  const t = await getTranslations({ locale, namespace: "FormReturn" });
  return { backToForm: t("backToForm"), dismiss: t("dismiss") };
}
