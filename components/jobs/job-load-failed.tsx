import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { StatePanel } from "./states";

/**
 * Spec 8: the job could not be loaded (API host down, timed out, garbled). Rendered in place rather than thrown, so
 * the visitor gets a page with a way back instead of a server error; a job that was seen before is served from the
 * data cache instead, so this only shows for a job with nothing cached.
 */
export function JobLoadFailed() {
  const t = useTranslations("JobStates");
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={t("failedDetails")}
        action={
          <Link href="/job-postings" className="btn-primary">
            {t("backToListings")}
          </Link>
        }
      >
        <p>{t("failedDetailsLead")}</p>
      </StatePanel>
    </div>
  );
}
