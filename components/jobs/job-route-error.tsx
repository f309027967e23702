"use client";

import Link from "@/components/ui/link";
import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";

/** The error boundary of the job detail and job application routes (spec 8: job detail failure). */
export function JobRouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("Job page failed to load", error.digest ?? "");
  }, [error]);
  return (
    <div className="container-page py-16 sm:py-24">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title="Failed to load job details. Please try again later."
        action={
          <Link href="/job-postings" className="btn-primary">
            Back to Job Listings
          </Link>
        }
      />
    </div>
  );
}
