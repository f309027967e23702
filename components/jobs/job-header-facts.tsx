import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import type { Locale } from "@/lib/i18n/locales";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { BriefcaseIcon, MapPinIcon } from "@/components/ui/icons";
import { JobLocation } from "./job-location";
import { JobTerm } from "./job-term";

type Props = { job: Pick<Job, "jobNumber" | "location" | "isRemoteFlexible" | "employmentType">; locale: Locale };

/** "Job ID E7-…" under a job's title: the ID is Latin letters and digits that must not reorder in Arabic. */
export function JobNumberLine({ job, label }: { job: Pick<Job, "jobNumber">; label: string }) {
  return (
    <p className="mt-3 text-ink-200">
      {label}{" "}
      <bdi dir="ltr" className="font-mono font-semibold text-white">
        {job.jobNumber}
      </bdi>
    </p>
  );
}

/** The facts a job's dark header lists on both its page and its application: where, what kind, then the caller's own. */
export function JobHeaderFacts({ job, locale, label, className, children }: Props & { label: string; className: string; children: ReactNode }) {
  return (
    <ul className={className} aria-label={label}>
      <li className="flex items-center gap-2">
        <MapPinIcon className="size-4 text-accent-400" />
        <JobLocation job={job} locale={locale} />
      </li>
      <li className="flex items-center gap-2">
        <BriefcaseIcon className="size-4 text-accent-400" />
        <JobTerm value={jobTypeLabel(job)} locale={locale} />
      </li>
      {children}
    </ul>
  );
}
