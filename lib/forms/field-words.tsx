import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { FieldWords } from "@/components/forms/field-words";
import Link from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locales";

/** The tags of a consent sentence (`<terms>…</terms>`, `<privacy>…</privacy>`) as server-rendered links. */
export const legalLinks = (className: string) => ({
  terms: (text: ReactNode) => (
    <Link href="/terms" className={className}>
      {text}
    </Link>
  ),
  privacy: (text: ReactNode) => (
    <Link href="/privacy" className={className}>
      {text}
    </Link>
  ),
});

/**
 * The shared field parts' words (FormFields) in a locale, for a form page to hand to its form: the browser then
 * formats no message and needs no next-intl runtime. The consent label's links are server-rendered anchors.
 */
export async function fieldWords(locale: Locale): Promise<FieldWords> {
  const t = await getTranslations({ locale, namespace: "FormFields" });
  return {
    optional: t("optional"),
    countryCode: t("countryCode"),
    phoneNumber: t("phoneNumber"),
    honeypot: t("honeypot"),
    consent: t.rich("consent", legalLinks("font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600")),
  };
}
