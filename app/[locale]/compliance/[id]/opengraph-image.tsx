import { getTranslations } from "next-intl/server";
import { getComplianceEntry } from "@/content/compliance";
import { localeOrDefault } from "@/lib/i18n/locales";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
/** English, for the error states only: the page names this card with an alt in its language (ownCardPath). */
export const alt = "E7 compliance guide";

export default async function Image({ params }: { params: Promise<{ id: string; locale: string }> }) {
  const { id, locale } = await params;
  const cardLocale = localeOrDefault(locale);
  const t = await getTranslations({ locale: cardLocale, namespace: "ComplianceDetail" });
  const entry = getComplianceEntry(id, cardLocale);
  return renderOgImage({
    eyebrow: t("ogEyebrow"),
    title: entry ? t("ogTitle", { title: entry.title }) : t("ogFallback"),
    detail: entry?.subtitle,
    locale: cardLocale,
  });
}
