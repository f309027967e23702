import { getImageProps } from "next/image";
import { resolveImageUrl } from "@/lib/images/resolve";

/** An image whose author gave no size: a 16:9 box as wide as the column, the picture letterboxed in it. */
const DEFAULT_BOX = { width: 1200, height: 675 };
/** A post body's column (max-w-4xl less its padding), in CSS pixels. Images this wide get a srcset by width. */
const COLUMN_WIDTH = 832;
const COLUMN_SIZES = "(min-width: 56rem) 52rem, 100vw";
const MAX_DIMENSION = 10_000;

/** A width or height attribute in CSS pixels ("640" or "640px"); percentages and nonsense give undefined. */
function pixels(value: string | null): number | undefined {
  const match = /^\s*(\d+)(?:px)?\s*$/i.exec(value ?? "");
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= MAX_DIMENSION ? n : undefined;
}

/**
 * Makes each <img> of a sanitized post body behave like next/image, without any client JavaScript:
 * - src and srcset point at the /_next/image optimizer (resized AVIF/WebP), as next/image's own props would
 *   (SVGs stay as they are, as next/image serves them);
 * - an image the site may not load (lib/images/resolve.ts: another origin, a broken URL) is never requested: it is
 *   replaced by its alt text, or removed when it has none;
 * - width, height and an explicit aspect-ratio reserve its box before it loads, so nothing shifts when it does
 *   (globals.css letterboxes a picture whose real proportions differ from what its author declared);
 * - alt is empty when the author gave none (decorative, skipped by screen readers, instead of its file name read out).
 */
export function rewriteBodyImages(root: ParentNode, apiOrigin: string | undefined): void {
  for (const img of Array.from(root.querySelectorAll("img"))) {
    const alt = img.getAttribute("alt") ?? "";
    const src = resolveImageUrl(img.getAttribute("src"), apiOrigin);
    if (!src) {
      if (alt.trim()) img.replaceWith(alt);
      else img.remove();
      continue;
    }
    const declared = { width: pixels(img.getAttribute("width")), height: pixels(img.getAttribute("height")) };
    const { width, height } = declared.width && declared.height ? (declared as typeof DEFAULT_BOX) : DEFAULT_BOX;
    const { props } = getImageProps({ src, alt, width, height, sizes: width >= COLUMN_WIDTH ? COLUMN_SIZES : undefined });
    const attributes: Record<string, string | number | undefined> = {
      src: props.src,
      srcset: props.srcSet,
      sizes: props.sizes,
      alt,
      width,
      height,
      loading: "lazy",
      decoding: "async",
      style: `aspect-ratio: ${width} / ${height}`,
    };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) img.removeAttribute(name);
      else img.setAttribute(name, String(value));
    }
  }
}
