import { preload } from "react-dom";

/**
 * One of the site's own SVG files (public/images) as a plain `<img>`. next/image has nothing to do for them (an SVG is
 * served as it is) and would only add its client component, ~6 KB of JavaScript, to every page that shows one.
 * `priority` is for the image a page paints first: preloaded from the head, fetched at high priority, not lazy.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: a fixed-size SVG file, nothing to optimise
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
