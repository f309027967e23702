import { site } from "@/content/site";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

/** The site-wide sharing card, inherited by every page that has no card of its own. */
export const size = ogSize;
export const contentType = ogContentType;
export const alt = `${site.shortName}: ${site.tagline}`;

export default function Image() {
  return renderOgImage({ eyebrow: "Enterprise data protection", title: "Protect sensitive data wherever it travels", detail: site.tagline });
}
