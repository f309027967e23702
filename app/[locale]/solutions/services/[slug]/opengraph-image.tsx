import { getTranslations } from "next-intl/server";
import { getService } from "@/lib/api";
import { ogCardLocale } from "@/lib/seo/og-card-locale";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
export const alt = "E7 services";
export const revalidate = 300;

export default async function Image({ params }: { params: Promise<{ slug: string; locale: string }> }) {
  const { slug, locale } = await params;
  const t = await getTranslations({ locale: ogCardLocale(locale), namespace: "ServicePage" });
  const service = await getService(slug).catch(() => null);
  return renderOgImage({ eyebrow: t("ogEyebrow"), title: service?.title ?? t("ogFallback"), detail: service?.content.hero.description });
}
