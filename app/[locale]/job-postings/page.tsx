import { getTranslations } from "next-intl/server";
import { JobsDemoCta } from "@/components/jobs/demo-cta";
import { pageLocale } from "@/lib/i18n/server";
import { parseJobListParams, type RawSearchParams } from "@/lib/jobs/parse-params";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbsForPath } from "@/lib/seo/page-json-ld";
import { JobBoard } from "./_components/job-board";

export const generateMetadata = staticPageMetadata("/job-postings");

/** Reads the query (filters, sort), so it renders per request: relative dates and date filters never go stale. */
export default async function JobPostingsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const locale = await pageLocale();
  const params = parseJobListParams(await searchParams);
  const meta = getRouteMeta("/job-postings", locale);
  const t = await getTranslations("JobBoard");
  return (
    <>
      <JsonLd data={breadcrumbsForPath(siteUrl(), "/job-postings", undefined, locale)} />
      <section className="section-dark py-12 sm:py-16">
        <div className="container-page">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 className="heading-1 mt-3 text-4xl sm:text-5xl">{meta.h1}</h1>
          <p className="lead mt-4 max-w-2xl">{t("lead")}</p>
        </div>
      </section>
      <section className="py-10 sm:py-14" aria-label={t("sectionLabel")}>
        <div className="container-page">
          <JobBoard params={params} locale={locale} />
        </div>
      </section>
      <JobsDemoCta />
    </>
  );
}
