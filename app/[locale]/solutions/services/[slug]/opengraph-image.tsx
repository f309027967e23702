import { getService } from "@/lib/api";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
export const alt = "E7 services";
export const revalidate = 300;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const service = await getService(slug).catch(() => null);
  return renderOgImage({ eyebrow: "Services", title: service?.title ?? "Data security services from E7", detail: service?.content.hero.description });
}
