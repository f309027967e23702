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
