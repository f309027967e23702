import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { StatePanel } from "@/components/jobs/states";

/** The not-found state of the job detail and job application routes: 'Job not found'. */
export function JobNotFound() {
  const t = useTranslations("JobStates");
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={t("notFound")}
        action={
          <Link href="/job-postings" className="btn-primary">
            {t("backToListings")}
          </Link>
        }
      >
        <p>{t("notFoundLead")}</p>
      </StatePanel>
    </div>
  );
}
