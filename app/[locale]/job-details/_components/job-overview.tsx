import { useTranslations } from "@/lib/i18n/server-hooks";
import { ExperienceLevel } from "@/components/jobs/experience-level";
import { JobTerm } from "@/components/jobs/job-term";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import { BriefcaseIcon, ChartIcon, MapPinIcon } from "@/components/ui/icons";
import { BanknoteIcon, GraduationIcon } from "@/components/jobs/icons";
import { Salary } from "@/components/jobs/money";
import type { Locale } from "@/lib/i18n/locales";
import { jobDegree } from "@/lib/jobs/display";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { JobLocation } from "@/components/jobs/job-location";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-16 py-3.5 ps-13">
      <dt className="text-sm text-ink-600">
        <span className="icon-tile absolute top-3.5 start-0 size-10 rounded-lg">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Spec 2.20 sidebar: job type (default Full Time), experience, degree, offered salary (range, no period), location. */
export function JobOverview({ job, locale }: { job: Job; locale: Locale }) {
  const t = useTranslations("JobDetails");
  const degree = jobDegree(job);
  return (
    <aside aria-labelledby="job-overview" className="card lg:sticky lg:top-24">
      <h2 id="job-overview" className="text-xl font-semibold">
        {t("jobOverview")}
      </h2>
      <dl className="mt-2 divide-y divide-ink-100">
        <Row icon={<BriefcaseIcon className="size-5" />} label={t("overviewJobType")}>
          <JobTerm value={jobTypeLabel(job)} locale={locale} />
        </Row>
        <Row icon={<ChartIcon className="size-5" />} label={t("overviewExperience")}>
          <ExperienceLevel experience={job.experience} notSpecified={t("notSpecified")} locale={locale} />
        </Row>
        <Row icon={<GraduationIcon className="size-5" />} label={t("overviewDegree")}>
          {degree ? <span lang="en">{degree}</span> : t("notSpecified")}
        </Row>
        <Row icon={<BanknoteIcon className="size-5" />} label={t("overviewSalary")}>
          <Salary salary={job} locale={locale} withPeriod={false} />
        </Row>
        <Row icon={<MapPinIcon className="size-5" />} label={t("overviewLocation")}>
          <JobLocation job={job} locale={locale} />
        </Row>
      </dl>
      <Link href={`/job-application/${encodeURIComponent(job.id)}`} className="btn-primary mt-4 w-full print:hidden">
        {t("applyNow")}
      </Link>
      <p className="mt-3 text-center text-sm text-ink-600 print:hidden">{t("applyHint")}</p>
    </aside>
  );
}
