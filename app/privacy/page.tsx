import { privacyPolicy } from "@/content/legal/privacy";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/legal/legal-document";

export const metadata = routeMeta("/privacy");

export default function PrivacyPage() {
  return <LegalDocument title={getRouteMeta("/privacy").h1} document={privacyPolicy} />;
}
