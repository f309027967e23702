"use client";

import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";

/** Anything the page itself did not catch: same message, and 'Try Again' reloads the page. */
export default function JobPostingsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("Job postings failed to render", error.digest ?? "");
  }, [error]);
  return (
    <div className="container-page py-16">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title="Failed to load job listings. Please try again later."
        action={
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
        }
      />
    </div>
  );
}
