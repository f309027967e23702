import { LegalDocument } from "@/components/legal/legal-document";
import { legalDocument } from "@/content/legal";
import { pageLocale } from "@/lib/i18n/server";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = staticPageMetadata("/privacy");

export default async function PrivacyPage() {
  const locale = await pageLocale();
  return <LegalDocument title={getRouteMeta("/privacy", locale).h1} document={legalDocument("privacy", locale)} locale={locale} />;
}
