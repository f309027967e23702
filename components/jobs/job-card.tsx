import { useLocale, useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { localeOrDefault } from "@/lib/i18n/locales";
import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import { formatApplyBy } from "@/lib/format/dates";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { BriefcaseIcon, CalendarIcon, ChartIcon, MapPinIcon } from "@/components/ui/icons";
import { BanknoteIcon } from "./icons";
import { ExperienceLevel } from "./experience-level";
import { JobTerm } from "./job-term";
import { Salary } from "./money";
import { PostedTime } from "./posted-time";
import { JobLocation } from "@/components/jobs/job-location";

/** One fact of the card: dt and dd sit directly in the div that sits in the dl, as the HTML content model wants. */
function Fact({ icon, label, children, className = "" }: { icon: ReactNode; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`relative min-w-0 ps-6 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-600">
        <span className="absolute top-0.5 start-0 text-brand-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * Spec 2.19: job id, title, department, experience, apply-by, type, salary, location, posted badge, two actions.
 * The job's own text comes from the API host in English and is marked `lang="en"`; short lines are isolated with
 * `<bdi>` so that they keep the card's alignment in an Arabic page without their punctuation being reordered.
 */
export function JobCard({ job, headingLevel = "h2" }: { job: Job; headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("JobCard");
  const locale = localeOrDefault(useLocale());
  const Heading = headingLevel;
  return (
    <article className="card-interactive flex h-full flex-col" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="rounded-md bg-ink-50 px-2.5 py-1 font-mono text-xs font-semibold text-ink-700">
          <span className="sr-only">{t("jobId")}</span>
          <bdi dir="ltr">{job.jobNumber}</bdi>
        </p>
        <PostedTime iso={job.postedAt} fixedWidth />
      </div>
      <Heading id={`job-${job.id}-title`} lang="en" className="mt-4 line-clamp-2 text-xl font-semibold leading-snug text-ink-900">
        <bdi>{job.title}</bdi>
      </Heading>
      <p lang="en" className="mt-1 text-ink-600">
        <bdi>{job.department}</bdi>
      </p>
      {/* Two columns from 360 px: on a 320 px phone a column is ~85 px and broke words ("Governorat-e"). */}
      <dl className="mt-5 grid gap-x-4 gap-y-4 text-sm min-[360px]:grid-cols-2">
        <Fact icon={<ChartIcon className="size-4" />} label={t("experience")}>
          <ExperienceLevel experience={job.experience} notSpecified={t("notSpecified")} locale={locale} />
        </Fact>
        <Fact icon={<BriefcaseIcon className="size-4" />} label={t("jobType")}>
          <JobTerm value={jobTypeLabel(job)} locale={locale} />
        </Fact>
        <Fact icon={<CalendarIcon className="size-4" />} label={t("applyBy")}>
          {locale === "en" ? job.applyBy : formatApplyBy(job.deadline, locale)}
        </Fact>
        <Fact icon={<MapPinIcon className="size-4" />} label={t("location")}>
          <JobLocation job={job} locale={locale} />
        </Fact>
        <Fact icon={<BanknoteIcon className="size-4" />} label={t("salary")} className="min-[360px]:col-span-2">
          <Salary salary={job} locale={locale} />
        </Fact>
      </dl>
      {/* Labels stay on one line: where both do not fit side by side (Turkish, Arabic on a phone) each takes a row. */}
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <Link href={`/job-application/${encodeURIComponent(job.id)}`} className="btn-primary flex-1 px-5 whitespace-nowrap sm:flex-none">
          {t("applyNow")}
          <span className="sr-only">
            : <span lang="en">{job.title}</span>
          </span>
        </Link>
        <Link href={`/job-details/${encodeURIComponent(job.id)}`} className="btn-secondary flex-1 px-5 whitespace-nowrap sm:flex-none">
          {t("moreDetails")}
          <span className="sr-only">
            : <span lang="en">{job.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}
