import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { getJobs, type Job } from "@/lib/api";
import { JobCard } from "@/components/jobs/job-card";
import { ArrowRightIcon } from "@/components/ui/icons";
import { sortJobs } from "@/lib/jobs/filter";

/** Spec 9: the careers page shows the first three jobs. */
const BLOCK_SIZE = 3;

async function FirstJobs() {
  const t = await getTranslations("JobOpenings");
  let jobs: Job[];
  try {
    jobs = sortJobs(await getJobs(), "latest").slice(0, BLOCK_SIZE);
  } catch (error) {
    console.error("Careers: loading job openings failed", error);
    return (
      <div role="alert" className="rounded-card border border-danger-700/30 bg-danger-50 p-6 text-danger-700">
        <p className="font-semibold">{t("failed")}</p>
        <Link href="/job-postings" className="btn-link mt-2 text-danger-700">
          {t("goToAll")}
        </Link>
      </div>
    );
  }
  if (jobs.length === 0) {
    return (
      <div className="rounded-card border border-ink-100 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-ink-900">{t("empty")}</p>
        <p className="mt-1 text-ink-600">{t("emptyLead")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 md:max-lg:lone-card-centred lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The careers page's Job Openings block (spec 2.18): the first three jobs, each with Apply Now and More Details.
 */
export async function JobOpeningsBlock() {
  const t = await getTranslations("JobOpenings");
  return (
    <section className="section section-muted" aria-labelledby="job-openings-title">
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h2 id="job-openings-title" className="heading-2 mt-2">
              {t("title")}
            </h2>
            <p className="lead mt-3">{t("lead")}</p>
          </div>
          <Link href="/job-postings" className="btn-secondary shrink-0 self-start whitespace-nowrap sm:self-auto">
            {t("viewAll")} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-10">
          {/* No Suspense boundary: React would move a large boundary's HTML to the end of the document, where it
              only reaches the page through a script, so visitors without JavaScript would see the fallback. */}
          <FirstJobs />
        </div>
      </div>
    </section>
  );
}
