"use client";

import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";
import { useBoundaryWords } from "@/lib/i18n/boundary-words";

/** What the boundary shows, translated by the route's layout. */
export type JobPostingsErrorText = { failed: string; tryAgain: string };

/** Anything the page itself did not catch: same message, and 'Try Again' reloads the page. */
export default function JobPostingsError({ error }: { error: Error & { digest?: string } }) {
  const words = useBoundaryWords<JobPostingsErrorText>();
  useEffect(() => {
    console.error("Job postings failed to render", error.digest ?? "");
  }, [error]);
  return (
    <div className="container-page py-16">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={words.failed}
        action={
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {words.tryAgain}
          </button>
        }
      />
    </div>
  );
}
