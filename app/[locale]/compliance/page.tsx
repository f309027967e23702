import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import { FeatureCard } from "@/components/ui/feature-card";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { ChartIcon, LockIcon, ShieldIcon } from "@/components/ui/icons";
import { getComplianceRegimes } from "@/content/compliance";
import { buildMetadata, getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { Pagination } from "./_components/pagination";
import { RegimeCard } from "./_components/regime-card";
import { ScrollToList } from "./_components/scroll-to-list";
import { REGIMES_LIST_ID, paginate, parsePage, totalPages } from "./_lib/paging";
import { localizedArt } from "@/lib/images/localized-art";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Every locale lists the same 17 regimes.
const pageCount = totalPages(getComplianceRegimes().length);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page, pageCount);
  const locale = await pageLocale();
  if (page === 1) return routeMeta("/compliance", locale);
  // Later pages list other regimes: their own canonical URL and title, so search engines keep both.
  const t = await getTranslations("ComplianceGrid");
  const meta = getRouteMeta("/compliance", locale);
  const base = routeMeta("/compliance", locale);
  const path = `/compliance?page=${page}`;
  return {
    ...buildMetadata({ path, locale, ...meta, title: meta.title.replace(/ \| E7$/, ` ${t("pageTitle", { page })} | E7`) }),
    openGraph: { ...base.openGraph, url: localizePath(path, locale) },
  };
}

/** The approach's pillars, in display order, each with its icon; their words are `ComplianceGrid.pillars.<id>`. */
const pillars = [
  { id: "protect", Icon: LockIcon },
  { id: "evidence", Icon: ChartIcon },
  { id: "report", Icon: ShieldIcon },
] as const;

export default async function CompliancePage({ searchParams }: Props) {
  const locale = await pageLocale();
  const { page: rawPage } = await searchParams;
  const { items, page, totalPages: pages, firstIndex, lastIndex, total } = paginate(getComplianceRegimes(locale), parsePage(rawPage, pageCount));
  const meta = getRouteMeta("/compliance", locale);
  const t = await getTranslations("ComplianceGrid");

  return (
    <>
      <PageHero
        eyebrow={t("eyebrow")}
        title={meta.h1}
        description={t("description")}
        cta={{ label: t("bookDemo"), href: "/request-demo" }}
        secondaryCta={{ label: t("regulatoryCompliance"), href: "/solutions/usecase/regulatory-compliance" }}
        art={{
          src: localizedArt("/images/compliance/hero.svg", locale),
          alt: t("heroAlt"),
          width: 560,
          height: 440,
        }}
      />

      <section className="section" aria-labelledby={REGIMES_LIST_ID}>
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="eyebrow">{t("listEyebrow")}</p>
            <h2 id={REGIMES_LIST_ID} tabIndex={-1} className="heading-2 mt-2 scroll-mt-24 focus:outline-none">
              {t("listTitle")}
            </h2>
            <p className="lead mt-4">{t("listLead")}</p>
          </div>
          <p className="mt-10 text-sm font-medium text-ink-600">
            {t("showing", { first: firstIndex, last: lastIndex, total })}
          </p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-3" aria-label={t("listLabel", { page, pages })}>
            {items.map((regime) => (
              <li key={regime.id}>
                <RegimeCard regime={regime} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pages} />
          <ScrollToList page={page} targetId={REGIMES_LIST_ID} />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="compliance-approach">
        <div className="container-page">
          <SectionHeading id="compliance-approach" eyebrow={t("approachEyebrow")} title={t("approachTitle")} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {pillars.map(({ id, Icon }) => (
              <li key={id}>
                <FeatureCard icon={<Icon />} title={t(`pillars.${id}.title`)} description={t(`pillars.${id}.description`)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DemoCta />
    </>
  );
}
