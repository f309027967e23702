import { getComplianceEntry } from "@/content/compliance";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
export const alt = "E7 compliance guide";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const entry = getComplianceEntry((await params).id);
  return renderOgImage({ eyebrow: "Compliance", title: entry ? `${entry.title} compliance with E7` : "Compliance made provable", detail: entry?.subtitle });
}
