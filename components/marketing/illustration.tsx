import { SiteImage } from "@/components/ui/site-image";
import type { Art } from "@/content/marketing/types";

/** A below-the-fold SVG illustration: fixed intrinsic size (no layout shift), lazy, served as is. */
export function Illustration({ art, className = "" }: { art: Art; className?: string }) {
  return <SiteImage src={art.src} alt={art.alt} width={art.width} height={art.height} className={`h-auto w-full ${className}`} />;
}
