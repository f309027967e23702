import { LegalDocument } from "@/components/legal/legal-document";
import { legalDocument } from "@/content/legal";
import { pageLocale } from "@/lib/i18n/server";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = staticPageMetadata("/terms");

export default async function TermsPage() {
  const locale = await pageLocale();
  return <LegalDocument title={getRouteMeta("/terms", locale).h1} document={legalDocument("terms", locale)} locale={locale} />;
}
