import { useLocale, useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { SiteImage } from "@/components/ui/site-image";
import { complianceRegionLabel, type ComplianceRegime } from "@/content/compliance";
import { ArrowRightIcon } from "@/components/ui/icons";
import { isLocale } from "@/lib/i18n/locales";

/** One regime of the grid: badge, title, a line on what it asks, and the 'Learn Compliance' link. */
export function RegimeCard({ regime, headingLevel = "h3" }: { regime: ComplianceRegime; headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("ComplianceCard");
  const locale = useLocale();
  const Heading = headingLevel;
  return (
    <article className="card-interactive flex h-full flex-col items-start">
      <SiteImage src={regime.image} alt={t("badgeAlt", { title: regime.title })} width={96} height={96} className="size-24" />
      <p className="mt-5 text-xs font-semibold uppercase tracking-[0.14em] text-ink-600">
        {complianceRegionLabel(regime.region, isLocale(locale) ? locale : undefined)}
      </p>
      <Heading className="heading-3 mt-1">{regime.title}</Heading>
      <p className="mt-2 text-ink-600">{regime.summary}</p>
      {/* The visible text starts the accessible name (WCAG 2.5.3); the title tells the many links apart. */}
      <Link href={`/compliance/${regime.id}`} aria-label={t("learnLabel", { title: regime.title })} className="btn-link mt-auto pt-5">
        {t("learn")} <ArrowRightIcon className="size-4" />
      </Link>
    </article>
  );
}
