import Image from "next/image";
import Link from "@/components/ui/link";
import { site } from "@/content/site";

/**
 * The link's accessible name starts with the words it shows (WCAG 2.5.3 Label in Name), so a voice user saying
 * "click E7 Blindspot" reaches it; the space between the two words is real text, not only a margin, so that the
 * visible text reads as two words to assistive technology too.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link href="/" className="inline-flex items-center gap-2.5 rounded-md" aria-label={`${site.name} ${site.productName} home`}>
      <Image src="/logo.svg" alt="" width={36} height={36} priority unoptimized />
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}>
        {site.name}{" "}
        <span className={`font-medium ${tone === "dark" ? "text-ink-500" : "text-ink-300"}`}>{site.productName}</span>
      </span>
    </Link>
  );
}
