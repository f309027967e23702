import { getTranslations } from "next-intl/server";
import { routeMetadata } from "@/content/route-metadata";
import { routeMetadataFor } from "@/content/route-metadata.locales";
import { localeOrDefault, locales, type Locale } from "@/lib/i18n/locales";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

/** Home's sharing card (other pages name their own): the page's h1, with its description underneath, in its language. */
export const size = ogSize;
export const contentType = ogContentType;
/** Read by Next without the route's params, so English only: home's metadata names this card with an alt in its language (ownCardPath). */
export const alt = routeMetadata["/"].title;

/** Drawn at build time for each language, as home's card was before there were three. */
export function generateStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOrDefault((await params).locale);
  const home = routeMetadataFor(locale)["/"];
  const t = await getTranslations({ locale, namespace: "OgCard" });
  return renderOgImage({ eyebrow: t("homeEyebrow"), title: home.h1, detail: home.description, locale });
}
