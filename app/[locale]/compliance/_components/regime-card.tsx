import Image from "next/image";
import Link from "@/components/ui/link";
import type { ComplianceRegime, ComplianceRegion } from "@/content/compliance";
import { ArrowRightIcon } from "@/components/ui/icons";

export const regionLabels: Record<ComplianceRegion, string> = {
  EU: "European Union",
  US: "United States",
  UAE: "United Arab Emirates",
  KSA: "Saudi Arabia",
  India: "India",
  Global: "Global standard",
};

/** One regime of the grid: badge, title, a line on what it asks, and the 'Learn Compliance' link. */
export function RegimeCard({ regime, headingLevel = "h3" }: { regime: ComplianceRegime; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="card-interactive flex h-full flex-col items-start">
      <Image src={regime.image} alt={`${regime.title} badge`} width={96} height={96} unoptimized className="size-24" />
      <p className="mt-5 text-xs font-semibold uppercase tracking-[0.14em] text-ink-600">{regionLabels[regime.region]}</p>
      <Heading className="heading-3 mt-1">{regime.title}</Heading>
      <p className="mt-2 text-ink-600">{regime.summary}</p>
      {/* The visible text starts the accessible name (WCAG 2.5.3); the title tells the many links apart. */}
      <Link href={`/compliance/${regime.id}`} aria-label={`Learn Compliance: ${regime.title}`} className="btn-link mt-auto pt-5">
        Learn Compliance <ArrowRightIcon className="size-4" />
      </Link>
    </article>
  );
}
