import { privacyPolicy } from "@/content/legal/privacy";
import { pageLocale } from "@/lib/i18n/server";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { LegalDocument } from "@/components/legal/legal-document";

export const generateMetadata = staticPageMetadata("/privacy");

export default async function PrivacyPage() {
  const locale = await pageLocale();
  return <LegalDocument title={getRouteMeta("/privacy", locale).h1} document={privacyPolicy} />;
}
