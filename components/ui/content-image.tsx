import { getImageProps, type ImageProps } from "next/image";

/**
 * An image named by content (a blog cover, a service image: a path of the site or a URL on the API host's origin,
 * see lib/images/resolve.ts), with next/image's markup: src and srcset through the /_next/image optimizer, sizes,
 * a reserved box. Rendered on the server from getImageProps as a plain <img>, so it is no client component to
 * download and hydrate (none of next/image's client behaviour, placeholders or onLoad, is used here).
 * Content may name no image, or one the site may not load: the empty box it would have filled keeps the layout.
 */
export function ContentImage({ src, className, ...props }: Omit<ImageProps, "src"> & { src: string }) {
  if (!src) return <span aria-hidden="true" className={`block ${className ?? ""}`} />;
  const { props: image } = getImageProps({ src, className, ...props });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own markup; alt is a required prop above
  return <img {...image} />;
}
