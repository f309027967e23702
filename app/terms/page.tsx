import { termsOfUse } from "@/content/legal/terms";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/legal/legal-document";

export const metadata = routeMeta("/terms");

export default function TermsPage() {
  return <LegalDocument title={getRouteMeta("/terms").h1} document={termsOfUse} />;
}
