import type { Job } from "@/lib/api/types";
import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { StatePanel } from "./states";

/** The message keys (JobStates) of each state, and the heading and lead they show. */
const STATES = {
  /** Spec 8: a job page without an id. */
  idMissing: { title: "idMissing", lead: "idMissingLead" },
  /**
   * Spec 8: the job could not be loaded (API host down, timed out, garbled). Rendered in place rather than thrown, so
   * the visitor gets a page with a way back instead of a server error; a job that was seen before is served from the
   * data cache instead, so this only shows for a job with nothing cached.
   */
  loadFailed: { title: "failedDetails", lead: "failedDetailsLead" },
  /** The not-found state of the job detail and job application routes: 'Job not found'. */
  notFound: { title: "notFound", lead: "notFoundLead" },
} as const;

/** A job detail or application page that has no job to show, with the way back to the listings. */
export function JobPageState({ state }: { state: keyof typeof STATES }) {
  const t = useTranslations("JobStates");
  const { title, lead } = STATES[state];
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={t(title)}
        action={
          <Link href="/job-postings" className="btn-primary">
            {t("backToListings")}
          </Link>
        }
      >
        <p>{t(lead)}</p>
      </StatePanel>
    </div>
  );
}

/** The job routes' not-found.tsx files: 'Job not found'. */
export function JobNotFound() {
  return <JobPageState state="notFound" />;
}

/**
 * A job past its deadline (lib/jobs/open.ts), reached by a link or bookmark: its detail and application pages say the
 * position is no longer open, which one, and lead to the open positions, instead of the job or the form.
 */
export function JobClosed({ job }: { job: Pick<Job, "title" | "jobNumber"> }) {
  const t = useTranslations("JobStates");
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="empty"
        headingLevel="h1"
        title={t("closed")}
        action={
          <Link href="/job-postings" className="btn-primary">
            {t("openPositions")}
          </Link>
        }
      >
        <p>
          {t.rich("closedLead", {
            job: () => (
              <bdi lang="en" className="font-semibold">
                {job.title}
              </bdi>
            ),
            // Kept on one line: a break at its hyphen left "E7-SAL-" and "017" on two lines of the Arabic text.
            number: () => (
              <bdi dir="ltr" className="whitespace-nowrap">
                {job.jobNumber}
              </bdi>
            ),
          })}
        </p>
      </StatePanel>
    </div>
  );
}
