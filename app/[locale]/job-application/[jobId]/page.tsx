import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { BackLink } from "@/components/jobs/back-link";
import { JobNotFound, JobPageState } from "@/components/jobs/job-page-state";
import { NotFoundInHtml } from "@/components/layout/not-found-in-html";
import { BanknoteIcon } from "@/components/jobs/icons";
import { Salary } from "@/components/jobs/money";
import { JobHeaderFacts, JobNumberLine } from "@/components/jobs/job-header-facts";
import { jobForPage, knownJobParams, redirectIfMoved } from "@/lib/jobs/load-job";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata, notFoundStateMetadata, stateMetadata } from "@/lib/seo/metadata";
import { ownCardPath } from "@/lib/seo/og-paths";
import { jobApplicationTrail } from "@/lib/seo/page-json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { ApplicationForm } from "../_components/application-form";
import { applicationFormWords } from "../_components/application-words";
import { NextSteps } from "../_components/next-steps";

export const revalidate = 300;

type Props = { params: Promise<{ jobId: string }> };

export const generateStaticParams = knownJobParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale();
  const job = redirectIfMoved(await jobForPage((await params).jobId), "/job-application", locale);
  const t = await getTranslations("JobApplicationPage");
  if (job === "notFound") return notFoundStateMetadata(t("notFoundTitle"), locale);
  if (typeof job === "string") return stateMetadata(job === "loadFailed" ? t("loadFailedTitle") : t("notFoundTitle"), locale);
  return buildMetadata({
    path: `/job-application/${encodeURIComponent(job.id)}`,
    locale,
    // A long one keeps the job number.
    title: t("metaTitle", { title: job.title, jobNumber: job.jobNumber }),
    titlePart: job.title,
    description: t("metaDescription", { title: job.title, department: job.department }),
    keywords: [job.title, t("metaKeywords.apply"), t("metaKeywords.careers")],
    // The job's own sharing card (app/[locale]/job-details/[jobId]/opengraph-image.tsx), in the page's language.
    ogImage: ownCardPath(`/job-details/${encodeURIComponent(job.id)}`, locale),
  });
}

export default async function JobApplicationPage({ params }: Props) {
  const locale = await pageLocale();
  const job = redirectIfMoved(await jobForPage((await params).jobId), "/job-application", locale);
  if (job === "notFound") return <NotFoundInHtml><JobNotFound /></NotFoundInHtml>;
  if (typeof job === "string") return <JobPageState state={job} />;
  const t = await getTranslations("JobApplicationPage");

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl(), jobApplicationTrail(job.id, job.title, locale))} />
      <header className="section-dark py-10 sm:py-12">
        <div className="container-page">
          <BackLink
            fallbackHref={localizePath(`/job-details/${encodeURIComponent(job.id)}`, locale)}
            label={(await getTranslations("JobDetails"))("back")}
            className="-ms-1 text-ink-200 hover:text-white"
          />
          {/* The job's title, location and salary come from the API host in English. */}
          <h1 className="mt-5 max-w-4xl text-3xl leading-tight sm:text-4xl">
            {t.rich("heading", {
              title: () => (
                <span lang="en" dir="auto">
                  {job.title}
                </span>
              ),
            })}
          </h1>
          <JobNumberLine job={job} label={t("jobId")} />
          <JobHeaderFacts job={job} locale={locale} label={t("aboutJob")} className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-ink-100">
            <li className="flex items-center gap-2">
              <BanknoteIcon className="size-4 text-accent-400" />
              <span>
                <Salary salary={job} locale={locale} />
              </span>
            </li>
          </JobHeaderFacts>
        </div>
      </header>
      <div className="section-muted">
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-12">
          <ApplicationForm jobId={job.id} words={await applicationFormWords(locale)} />
          <NextSteps />
        </div>
      </div>
    </>
  );
}
