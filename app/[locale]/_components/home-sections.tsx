import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { CardGrid } from "@/components/marketing/card-grid";
import { Illustration } from "@/components/marketing/illustration";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import type { HomeCopy } from "@/content/marketing/localized";

/**
 * A statistic's figure, and the words after it ("4.9 مليون دولار", "4,9 milyon $") set smaller, so that the figure and
 * its words fit a two-column phone grid on one line each instead of breaking word by word.
 */
function StatValue({ value }: { value: string }) {
  const space = value.indexOf(" ");
  if (space < 0) return <bdi>{value}</bdi>;
  return (
    <>
      <bdi>{value.slice(0, space)}</bdi> <span className="text-xl whitespace-nowrap sm:text-2xl">{value.slice(space + 1)}</span>
    </>
  );
}

export function BreachStats({ stats: breachStats }: { stats: HomeCopy["breachStats"] }) {
  return (
    <section className="section" aria-labelledby="stats-title">
      <div className="container-page">
        <SectionHeading id="stats-title" eyebrow={breachStats.eyebrow} title={breachStats.title} description={breachStats.description} />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-card border border-ink-100 bg-ink-100 grid-cols-2 lg:grid-cols-4">
          {breachStats.items.map((stat) => (
            <li key={stat.label} className="bg-white p-5 sm:p-7" data-stat="">
              <p>
                <span className="block text-4xl font-bold tracking-tight text-brand-600 sm:text-5xl">
                  <StatValue value={stat.value} />
                </span>{" "}
                <span className="mt-2 block font-semibold text-ink-900 sm:text-lg">{stat.label}</span>
              </p>
              <p className="mt-3 text-sm text-ink-600 sm:text-base">{stat.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function TrustBenefits({ benefits: trustBenefits }: { benefits: HomeCopy["trustBenefits"] }) {
  const t = useTranslations("HomePage");
  return (
    <section className="section section-muted" aria-labelledby="trust-title">
      <div className="container-page">
        <SectionHeading id="trust-title" eyebrow={trustBenefits.eyebrow} title={trustBenefits.title} description={trustBenefits.description} />
        <div className="mt-12">
          <CardGrid cards={trustBenefits.cards} />
        </div>
        <div className="mt-12 flex flex-col gap-6 rounded-card border border-ink-100 bg-white p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="heading-3">{t("regulationsTitle")}</h3>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("regulationsLabel")}>
              {trustBenefits.regimes.map((regime) => (
                <li key={regime} className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                  {regime}
                </li>
              ))}
            </ul>
          </div>
          <Link href="/compliance" className="btn-secondary shrink-0 self-start lg:self-center">
            {t("exploreCompliance")} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export function BlindspotTeaser({ teaser: blindspotTeaser }: { teaser: HomeCopy["blindspotTeaser"] }) {
  return (
    <section className="section" aria-labelledby="teaser-title">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="order-2 lg:order-1">
          <Illustration art={blindspotTeaser.image} className="rounded-3xl shadow-lift" />
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading id="teaser-title" eyebrow={blindspotTeaser.eyebrow} title={blindspotTeaser.title} description={blindspotTeaser.description} />
          <ul className="mt-8 space-y-3">
            {blindspotTeaser.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-600">
                  <CheckIcon className="size-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <Link href={blindspotTeaser.cta.href} className="btn-primary mt-9">
            {blindspotTeaser.cta.label} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
