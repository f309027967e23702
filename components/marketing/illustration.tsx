import Image from "next/image";
import type { Art } from "@/content/marketing/types";

/** A below-the-fold SVG illustration: fixed intrinsic size (no layout shift), lazy, served as is. */
export function Illustration({ art, className = "" }: { art: Art; className?: string }) {
  return (
    <Image
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      unoptimized
      loading="lazy"
      className={`h-auto w-full ${className}`}
    />
  );
}
