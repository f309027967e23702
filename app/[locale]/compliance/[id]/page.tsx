import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import Link from "@/components/ui/link";
import { FeatureCard } from "@/components/ui/feature-card";
import { ArrowRightIcon, ChartIcon, LockIcon, ShieldIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { SiteImage } from "@/components/ui/site-image";
import { complianceIds, complianceImage, complianceRegionLabel, getComplianceEntry, relatedCompliances } from "@/content/compliance";
import { siteUrl } from "@/lib/env";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { ownCardPath } from "@/lib/seo/og-paths";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { RegimeCard } from "../_components/regime-card";

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return complianceIds.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale();
  const entry = getComplianceEntry((await params).id, locale);
  if (!entry) return {};
  const t = await getTranslations("ComplianceDetail");
  return buildMetadata({
    path: `/compliance/${entry.id}`,
    locale,
    ogImage: ownCardPath(`/compliance/${entry.id}`, locale),
    title: t("metaTitle", { title: entry.title }),
    description: t("metaDescription", { summary: entry.summary }),
    keywords: entry.keywords,
  });
}

const featureIcons = [LockIcon, ChartIcon, ShieldIcon] as const;

export default async function ComplianceDetailPage({ params }: Props) {
  const locale = await pageLocale();
  const entry = getComplianceEntry((await params).id, locale);
  // Spec 2.12: an unknown id goes back to the grid, for good (308) like every other unknown address: the id will not
  // start to exist, and a temporary redirect would keep search engines asking for it.
  if (!entry) permanentRedirect(localizePath("/compliance", locale));
  const path = `/compliance/${entry.id}`;
  const t = await getTranslations("ComplianceDetail");
  const tCard = await getTranslations("ComplianceCard");

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(siteUrl(), [
          { name: t("home"), path: localizePath("/", locale) },
          { name: t("compliance"), path: localizePath("/compliance", locale) },
          { name: entry.title, path: localizePath(path, locale) },
        ])}
      />
      <section className="section-dark relative isolate overflow-hidden" aria-labelledby="compliance-title">
        <HeroBackdrop />
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:py-24">
          <div className="max-w-3xl">
            <nav aria-label={t("breadcrumb")}>
              <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-300">
                <li>
                  <Link href="/" className="hover:text-white">
                    {t("home")}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link href="/compliance" className="hover:text-white">
                    {t("compliance")}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="text-white">
                  {entry.title}
                </li>
              </ol>
            </nav>
            <p className="eyebrow mt-8">{complianceRegionLabel(entry.region, locale)}</p>
            <h1 id="compliance-title" className="heading-1 mt-4">
              {entry.title}
            </h1>
            <p className="lead mt-6 max-w-2xl">{entry.subtitle}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Link href="/request-demo" className="btn-primary">
                {t("bookDemo")} <ArrowRightIcon className="size-4" />
              </Link>
              <Link href="/compliance" className="btn-on-dark">
                {t("allRegimes")}
              </Link>
            </div>
          </div>
          <div className="relative mx-auto">
            <div aria-hidden="true" className="absolute -inset-28 bg-radial from-brand-500/20 to-transparent to-70%" />
            <SiteImage
              src={complianceImage(entry.id)}
              alt={tCard("badgeAlt", { title: entry.title })}
              width={240}
              height={240}
              load="inline"
              className="relative size-44 sm:size-60"
            />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="overview-title">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="eyebrow">{t("overview")}</p>
            <h2 id="overview-title" className="mt-3 text-2xl leading-snug sm:text-3xl">
              {entry.summary}
            </h2>
            <div className="prose-content mt-6">
              {entry.description.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </div>
          <section aria-labelledby="facts-title" className="card self-start bg-ink-50">
            <h2 id="facts-title" className="text-lg font-semibold text-ink-900">
              {t("atAGlance", { title: entry.title })}
            </h2>
            <dl className="mt-4 divide-y divide-ink-100">
              {entry.facts.map((f) => (
                <div key={f.label} className="py-4 first:pt-0 last:pb-0">
                  <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">{f.label}</dt>
                  <dd className="mt-1 text-ink-700">{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="features-title">
        <div className="container-page">
          <SectionHeading id="features-title" eyebrow={t("howE7Helps")} title={t("meeting", { title: entry.title })} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {entry.features.map((feature, i) => {
              const Icon = featureIcons[i] ?? ShieldIcon;
              return (
                <li key={feature.title}>
                  <FeatureCard icon={<Icon />} title={feature.title} description={feature.description} />
                </li>
              );
            })}
          </ul>
          <p className="mt-10 max-w-3xl text-sm text-ink-600">
            {t("disclaimer", { title: entry.title })}
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="related-title">
        <div className="container-page">
          <SectionHeading id="related-title" eyebrow={t("keepExploring")} title={t("related")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-3">
            {relatedCompliances(entry.id, locale).map((regime) => (
              <li key={regime.id}>
                <RegimeCard regime={regime} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DemoCta />
    </>
  );
}
