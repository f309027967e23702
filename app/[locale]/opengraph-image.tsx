import { routeMetadata } from "@/content/route-metadata";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

/** Home's sharing card (other pages name their own): the page's h1, with its description underneath. */
export const size = ogSize;
export const contentType = ogContentType;
export const alt = routeMetadata["/"].title;

export default function Image() {
  const home = routeMetadata["/"];
  return renderOgImage({ eyebrow: "Enterprise data protection", title: home.h1, detail: home.description });
}
