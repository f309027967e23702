import { getTranslations } from "next-intl/server";
import { getService } from "@/lib/api";
import { localeOrDefault } from "@/lib/i18n/locales";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
/** English, for the error states only: the page names this card with an alt in its language (ownCardPath). */
export const alt = "E7 services";
export const revalidate = 300;

export default async function Image({ params }: { params: Promise<{ slug: string; locale: string }> }) {
  const { slug, locale: segment } = await params;
  const locale = localeOrDefault(segment);
  const t = await getTranslations({ locale, namespace: "ServicePage" });
  const service = await getService(slug).catch(() => null);
  return renderOgImage({ eyebrow: t("ogEyebrow"), title: service?.title ?? t("ogFallback"), detail: service?.content.hero.description, locale });
}
