import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import { BriefcaseIcon, ChartIcon, MapPinIcon } from "@/components/ui/icons";
import { BanknoteIcon, GraduationIcon } from "@/components/jobs/icons";
import { Money } from "@/components/jobs/money";
import { jobDegree } from "@/lib/jobs/display";
import { jobTypeLabel } from "@/lib/jobs/filter";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-16 py-3.5 pl-13">
      <dt className="text-sm text-ink-600">
        <span className="icon-tile absolute top-3.5 left-0 size-10 rounded-lg">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Spec 2.20 sidebar: job type (default Full Time), experience, degree, offered salary (range, no period), location. */
export function JobOverview({ job }: { job: Job }) {
  return (
    <aside aria-labelledby="job-overview" className="card lg:sticky lg:top-24">
      <h2 id="job-overview" className="text-xl font-semibold">
        Job Overview
      </h2>
      <dl className="mt-2 divide-y divide-ink-100">
        <Row icon={<BriefcaseIcon className="size-5" />} label="Job Type">{jobTypeLabel(job)}</Row>
        <Row icon={<ChartIcon className="size-5" />} label="Experience">{job.experience}</Row>
        <Row icon={<GraduationIcon className="size-5" />} label="Degree">{jobDegree(job)}</Row>
        <Row icon={<BanknoteIcon className="size-5" />} label="Offered Salary">
          <Money text={job.salaryRange} />
        </Row>
        <Row icon={<MapPinIcon className="size-5" />} label="Location">{job.location}</Row>
      </dl>
      <Link href={`/job-application/${encodeURIComponent(job.id)}`} className="btn-primary mt-4 w-full">
        Apply Now
      </Link>
      <p className="mt-3 text-center text-sm text-ink-600">Applying takes about ten minutes. Have your resume ready.</p>
    </aside>
  );
}
