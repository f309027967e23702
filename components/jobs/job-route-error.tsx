"use client";

import { useTranslations } from "next-intl";
import Link from "@/components/ui/client-link";
import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";

/**
 * The error boundary of the job detail and job application routes (spec 8: job detail failure). It renders in the
 * browser: the route's layout sends the `JobStates` messages it reads.
 */
export function JobRouteError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("JobStates");
  useEffect(() => {
    console.error("Job page failed to load", error.digest ?? "");
  }, [error]);
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
      />
    </div>
  );
}
