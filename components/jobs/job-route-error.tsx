"use client";

import Link from "@/components/ui/client-link";
import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";
import { useBoundaryWords } from "@/lib/i18n/boundary-words";

/** What the boundary shows, from the route's layout (`JobRouteErrorWords`, components/jobs/job-route-error-words.tsx). */
export type JobRouteErrorText = { failedDetails: string; backToListings: string };

/**
 * The error boundary of the job detail and job application routes (spec 8: job detail failure). It renders in the
 * browser with the words the route's layout translated on the server.
 */
export function JobRouteError({ error }: { error: Error & { digest?: string } }) {
  const words = useBoundaryWords<JobRouteErrorText>();
  useEffect(() => {
    console.error("Job page failed to load", error.digest ?? "");
  }, [error]);
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={words.failedDetails}
        action={
          <Link href="/job-postings" className="btn-primary">
            {words.backToListings}
          </Link>
        }
      />
    </div>
  );
}
