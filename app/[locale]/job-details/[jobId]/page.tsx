import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { BackLink } from "@/components/jobs/back-link";
import { JobsDemoCta } from "@/components/jobs/demo-cta";
import { PostedTime } from "@/components/jobs/posted-time";
import { siteUrl } from "@/lib/env";
import { localizePath } from "@/lib/i18n/paths";
import { formatApplyBy } from "@/lib/format/dates";
import { localLocation } from "@/lib/format/location";
import { localSalaryText } from "@/lib/format/salary";
import { pageLocale } from "@/lib/i18n/server";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { jobTerm } from "@/lib/jobs/terms";
import { JobHeaderFacts, JobNumberLine } from "@/components/jobs/job-header-facts";
import { jobPostingJsonLd } from "@/lib/jobs/json-ld";
import { jobForPage, knownJobParams, redirectIfMoved } from "@/lib/jobs/load-job";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata, notFoundStateMetadata, stateMetadata } from "@/lib/seo/metadata";
import { ownCardPath } from "@/lib/seo/og-paths";
import { NOT_SPECIFIED } from "@/lib/api/mappers";
import { breadcrumbsForPath } from "@/lib/seo/page-json-ld";
import { JobNotFound, JobPageState } from "@/components/jobs/job-page-state";
import { NotFoundInHtml } from "@/components/layout/not-found-in-html";
import { JobOverview } from "../_components/job-overview";
import { JobSections } from "../_components/job-sections";

/** Cached HTML, refreshed in the background at most every five minutes (and on demand through the jobs tag). */
export const revalidate = 300;

type Props = { params: Promise<{ jobId: string }> };

export const generateStaticParams = knownJobParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale();
  const job = redirectIfMoved(await jobForPage((await params).jobId), "/job-details", locale);
  const t = await getTranslations("JobDetails");
  const states = await getTranslations("JobStates");
  if (job === "notFound") return notFoundStateMetadata(states("notFound"), locale);
  if (typeof job === "string") return stateMetadata(job === "loadFailed" ? states("failedTitle") : states("notFound"), locale);
  const where = job.location === "Remote" ? t("remote") : t("inPlace", { location: localLocation(job, locale) });
  const deadline = locale === "en" ? job.applyBy : formatApplyBy(job.deadline, locale);
  return buildMetadata({
    path: `/job-details/${encodeURIComponent(job.id)}`,
    locale,
    ogImage: ownCardPath(`/job-details/${encodeURIComponent(job.id)}`, locale),
    // A long one keeps the job number.
    title: t("metaTitle", { title: job.title, number: job.jobNumber }),
    titlePart: job.title,
    description: t("metaDescription", {
      title: job.title,
      department: job.department,
      where,
      type: jobTerm(jobTypeLabel(job), locale).text,
      experience: job.experience === NOT_SPECIFIED ? t("notSpecified") : jobTerm(job.experience, locale).text,
      salary: locale === "en" ? job.salary : localSalaryText(job, locale),
      apply: job.applyBy === "Open" ? t("applyAnyTime") : t("applyByDate", { date: deadline }),
    }),
    keywords: [job.title, job.department, job.jobCategory, t("keywordCareers")].filter(Boolean),
  });
}

export default async function JobDetailsPage({ params }: Props) {
  const locale = await pageLocale();
  const job = redirectIfMoved(await jobForPage((await params).jobId), "/job-details", locale);
  if (job === "notFound") return <NotFoundInHtml><JobNotFound /></NotFoundInHtml>;
  if (typeof job === "string") return <JobPageState state={job} />;

  const t = await getTranslations("JobDetails");
  const applyHref = `/job-application/${encodeURIComponent(job.id)}`;
  return (
    <>
      <JsonLd
        data={[jobPostingJsonLd(job, siteUrl(), locale, {
            responsibilities: t("responsibilities"),
            skills: t("skills"),
            requiredQualifications: t("requiredQualifications"),
            preferredQualifications: t("preferredQualifications"),
            compensation: t("compensation"),
          }), breadcrumbsForPath(siteUrl(), `/job-details/${encodeURIComponent(job.id)}`, job.title, locale)]}
      />
      <article>
        <header className="section-dark py-10 sm:py-14">
          <div className="container-page">
            <BackLink fallbackHref={localizePath("/job-postings", locale)} label={t("back")} className="-ms-1 text-ink-200 hover:text-white" />
            {/* Shown only when the URL ends in #application-submitted: the no-JavaScript application's confirmation. */}
            <p
              id="application-submitted"
              role="status"
              className="mt-4 hidden scroll-mt-24 rounded-lg border border-accent-400/40 bg-accent-500/15 px-4 py-3 font-semibold text-white target:block"
            >
              {t("submitted")}
            </p>
            <p lang="en" className="eyebrow mt-6">
              <bdi>{job.department}</bdi>
            </p>
            <h1 lang="en" className="mt-2 max-w-4xl text-3xl leading-tight sm:text-4xl lg:text-5xl">
              <bdi>{job.title}</bdi>
            </h1>
            <JobNumberLine job={job} label={t("jobId")} />
            <JobHeaderFacts job={job} locale={locale} label={t("keyFacts")} className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-ink-100">
              <li>
                <PostedTime iso={job.postedAt} />
              </li>
            </JobHeaderFacts>
            <div className="mt-8 flex flex-wrap gap-3 print:hidden">
              <Link href={applyHref} className="btn-primary">
                {t("applyNow")}
              </Link>
              <a href="#job-overview" className="btn-on-dark lg:hidden">
                {t("jobOverview")}
              </a>
            </div>
          </div>
        </header>
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-14">
          <JobSections job={job} locale={locale} />
          <div className="lg:row-start-1 lg:col-start-2">
            <JobOverview job={job} locale={locale} />
          </div>
        </div>
      </article>
      <JobsDemoCta />
    </>
  );
}
