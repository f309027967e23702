import Image, { type ImageProps } from "next/image";

/**
 * An image named by content (a blog cover, a service image: a path of the site or a URL on the API host's origin,
 * see lib/images/resolve.ts), resized by next/image. Content may name none, or one the site may not load: the empty
 * box it would have filled keeps the layout.
 */
export function ContentImage({ src, alt, className, ...props }: Omit<ImageProps, "src"> & { src: string }) {
  if (!src) return <span aria-hidden="true" className={`block ${className ?? ""}`} />;
  return <Image src={src} alt={alt} className={className} {...props} />;
}
