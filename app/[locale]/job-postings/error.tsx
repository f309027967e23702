"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { StatePanel } from "@/components/jobs/states";

/** Anything the page itself did not catch: same message, and 'Try Again' reloads the page. */
export default function JobPostingsError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("JobOpenings");
  const board = useTranslations("JobBoard");
  useEffect(() => {
    console.error("Job postings failed to render", error.digest ?? "");
  }, [error]);
  return (
    <div className="container-page py-16">
      <StatePanel
        tone="error"
        headingLevel="h1"
        title={t("failed")}
        action={
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {board("tryAgain")}
          </button>
        }
      />
    </div>
  );
}
