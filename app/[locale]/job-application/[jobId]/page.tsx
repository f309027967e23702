import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getJobs } from "@/lib/api";
import { BackLink } from "@/components/jobs/back-link";
import { JobIdMissing } from "@/components/jobs/job-id-missing";
import { JobLoadFailed } from "@/components/jobs/job-load-failed";
import { BriefcaseIcon, MapPinIcon } from "@/components/ui/icons";
import { BanknoteIcon } from "@/components/jobs/icons";
import { Money } from "@/components/jobs/money";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { cleanJobId, loadJob } from "@/lib/jobs/load-job";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { jobApplicationTrail } from "@/lib/seo/page-json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { ApplicationForm } from "../_components/application-form";
import { NextSteps } from "../_components/next-steps";

export const revalidate = 300;

type Props = { params: Promise<{ jobId: string }> };

/** Cached like the job page: known jobs at build time when the API answers, others on first request. */
export async function generateStaticParams(): Promise<{ jobId: string }[]> {
  try {
    return (await getJobs()).map((job) => ({ jobId: job.id }));
  } catch {
    return [];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = cleanJobId((await params).jobId);
  let job;
  try {
    job = id ? await loadJob(id) : null;
  } catch {
    return { title: "Failed to load job details", robots: { index: false, follow: true } };
  }
  if (!job) return { title: "Job not found", robots: { index: false, follow: true } };
  return buildMetadata({
    path: `/job-application/${encodeURIComponent(job.id)}`,
    title: `Apply for ${job.title} (${job.jobNumber}) | Careers at E7`,
    description: `Apply online for ${job.title} in ${job.department} at E7: your details, experience and resume in about ten minutes.`,
    keywords: [job.title, "apply", "E7 careers"],
    // The job's own sharing card (app/job-details/[jobId]/opengraph-image.tsx).
    ogImage: `/job-details/${encodeURIComponent(job.id)}/opengraph-image`,
  });
}

export default async function JobApplicationPage({ params }: Props) {
  const id = cleanJobId((await params).jobId);
  if (!id) return <JobIdMissing />;
  let job;
  try {
    job = await loadJob(id);
  } catch (error) {
    console.error(`%s: loading job "%s" failed`, "Job application", id, error);
    return <JobLoadFailed />;
  }
  if (!job) notFound();

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl(), jobApplicationTrail(job.id, job.title))} />
      <header className="section-dark py-10 sm:py-12">
        <div className="container-page">
          <BackLink fallbackHref={`/job-details/${encodeURIComponent(job.id)}`} className="-ml-1 text-ink-200 hover:text-white" />
          <h1 className="mt-5 max-w-4xl text-3xl leading-tight sm:text-4xl">Application for {job.title}</h1>
          <p className="mt-3 text-ink-200">
            Job ID: <span className="font-mono font-semibold text-white">{job.jobNumber}</span>
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-ink-100" aria-label="About this job">
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 text-accent-400" />
              {job.location}
            </li>
            <li className="flex items-center gap-2">
              <BriefcaseIcon className="size-4 text-accent-400" />
              {jobTypeLabel(job)}
            </li>
            <li className="flex items-center gap-2">
              <BanknoteIcon className="size-4 text-accent-400" />
              <Money text={job.salary} />
            </li>
          </ul>
        </div>
      </header>
      <div className="section-muted">
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-12">
          <ApplicationForm jobId={job.id} />
          <NextSteps />
        </div>
      </div>
    </>
  );
}
