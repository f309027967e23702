import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { StatePanel } from "@/components/jobs/states";

/** Spec 8: a job page without an id. */
export function JobIdMissing() {
  const t = useTranslations("JobStates");
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={t("idMissing")}
        action={
          <Link href="/job-postings" className="btn-primary">
            {t("backToListings")}
          </Link>
        }
      >
        <p>{t("idMissingLead")}</p>
      </StatePanel>
    </div>
  );
}
