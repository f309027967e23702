import { inlineSvg } from "@/lib/images/inline-svg";

/**
 * How the image reaches the page: `lazy` (below the fold) or `inline` (the artwork a page paints first, written into
 * the HTML as a data: URL so a slow phone draws it with the text; lib/images/inline-svg.ts). A preloaded file was the
 * third way until every page's first artwork came inline: a slow connection charged it a round trip.
 */
type Load = "lazy" | "inline";

/**
 * One of the site's own SVG files (public/images) as a plain `<img>`. next/image has nothing to do for them (an SVG is
 * served as it is) and would only add its client component, ~6 KB of JavaScript, to every page that shows one.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  className,
  load = "lazy",
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  load?: Load;
}) {
  const file = load === "lazy";
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: a fixed-size SVG, nothing to optimise
    <img
      src={file ? src : inlineSvg(src)}
      alt={alt}
      width={width}
      height={height}
      loading={file ? "lazy" : undefined}
      decoding={file ? "async" : undefined}
      className={className}
    />
  );
}
