import type { Metadata } from "next";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import { FeatureCard } from "@/components/ui/feature-card";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { ChartIcon, LockIcon, ShieldIcon } from "@/components/ui/icons";
import { complianceRegimes } from "@/content/compliance";
import { buildMetadata, getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { Pagination } from "./_components/pagination";
import { RegimeCard } from "./_components/regime-card";
import { ScrollToList } from "./_components/scroll-to-list";
import { REGIMES_LIST_ID, paginate, parsePage, totalPages } from "./_lib/paging";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageCount = totalPages(complianceRegimes.length);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page, pageCount);
  const locale = await pageLocale();
  if (page === 1) return routeMeta("/compliance", locale);
  // Later pages list other regimes: their own canonical URL and title, so search engines keep both.
  const meta = getRouteMeta("/compliance", locale);
  const base = routeMeta("/compliance", locale);
  const path = `/compliance?page=${page}`;
  return {
    ...buildMetadata({ path, locale, ...meta, title: meta.title.replace(/ \| E7$/, ` (Page ${page}) | E7`) }),
    openGraph: { ...base.openGraph, url: localizePath(path, locale) },
  };
}

const pillars = [
  {
    icon: LockIcon,
    title: "Protect the data itself",
    description: "Encryption, usage rights and watermarks stay with every file, so the controls regulators ask for hold on any device or cloud.",
  },
  {
    icon: ChartIcon,
    title: "Prove it with evidence",
    description: "Every view, print and share is logged and exportable to your SIEM, turning audits into a report rather than a project.",
  },
  {
    icon: ShieldIcon,
    title: "Report on time",
    description: "When an incident starts a 72-hour, 24-hour or six-hour clock, you already know which files were touched and by whom.",
  },
] as const;

export default async function CompliancePage({ searchParams }: Props) {
  const locale = await pageLocale();
  const { page: rawPage } = await searchParams;
  const { items, page, totalPages: pages, firstIndex, lastIndex, total } = paginate(complianceRegimes, parsePage(rawPage, pageCount));
  const meta = getRouteMeta("/compliance", locale);

  return (
    <>
      <PageHero
        eyebrow="Compliance"
        title={meta.h1}
        description="GDPR, HIPAA, NIS2, DORA, PCI DSS, the UAE and Saudi data protection laws, India's DPDP Act and more: E7 gives you the controls each regime expects and the evidence to show auditors they work."
        cta={{ label: "Book a Demo", href: "/request-demo" }}
        secondaryCta={{ label: "Regulatory Compliance", href: "/solutions/usecase/regulatory-compliance" }}
        art={{
          src: "/images/compliance/hero.svg",
          alt: "A protected document at the centre of GDPR, HIPAA, NIS2, DORA, PCI DSS and PDPL badges",
          width: 560,
          height: 440,
        }}
      />

      <section className="section" aria-labelledby={REGIMES_LIST_ID}>
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="eyebrow">Regimes we support</p>
            <h2 id={REGIMES_LIST_ID} tabIndex={-1} className="heading-2 mt-2 scroll-mt-24 focus:outline-none">
              One platform for every regime you answer to
            </h2>
            <p className="lead mt-4">
              Choose a regime to see what it asks of you and how E7 helps you meet it, from breach deadlines to the evidence auditors
              expect.
            </p>
          </div>
          <p className="mt-10 text-sm font-medium text-ink-600">
            Showing {firstIndex}–{lastIndex} of {total} regimes
          </p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Compliance regimes, page ${page} of ${pages}`}>
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
          <SectionHeading id="compliance-approach" eyebrow="Our approach" title="Controls that travel, evidence that stands up" />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {pillars.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <FeatureCard icon={<Icon />} title={title} description={description} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DemoCta />
    </>
  );
}
