import type { Job } from "@/lib/api/types";
import { sortByText } from "@/lib/format/text";
import { DATE_POSTED_OPTIONS, type DatePosted, type JobListParams, type JobSort } from "./params";

/** A job without a type is shown (and filtered) as full time, like the detail page's overview. */
export const DEFAULT_JOB_TYPE = "Full Time";
export const jobTypeLabel = (job: Pick<Job, "employmentType">): string => job.employmentType.trim() || DEFAULT_JOB_TYPE;

export type JobFilterOptions = {
  locations: string[];
  categories: string[];
  types: string[];
  levels: string[];
};

function distinct(values: string[]): string[] {
  return sortByText(new Set(values.map((v) => v.trim()).filter(Boolean)), (v) => v);
}

/** Spec 5: the filter options are derived from the loaded jobs. */
export function deriveFilterOptions(jobs: readonly Job[]): JobFilterOptions {
  return {
    locations: distinct(jobs.map((j) => j.location)),
    categories: distinct(jobs.map((j) => j.jobCategory)),
    types: distinct(jobs.map(jobTypeLabel)),
    levels: distinct(jobs.map((j) => j.experience)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Any match suffices, and All disables the date filter': the widest chosen window wins. */
function postedWithin(job: Job, posted: readonly DatePosted[], now: number): boolean {
  if (posted.length === 0 || posted.includes("all")) return true;
  const postedAt = Date.parse(job.postedAt);
  if (Number.isNaN(postedAt)) return false;
  return DATE_POSTED_OPTIONS.some((o) => o.days !== null && posted.includes(o.value) && now - postedAt <= o.days * DAY_MS);
}

const memberOf = (selected: readonly string[], value: string) => selected.length === 0 || selected.includes(value);

export function matchesFilters(job: Job, params: JobListParams, now: number): boolean {
  const q = params.q.trim().toLowerCase();
  if (q && ![job.title, job.jobNumber, job.department].some((field) => field.toLowerCase().includes(q))) return false;
  if (params.location && job.location !== params.location) return false;
  return (
    memberOf(params.category, job.jobCategory) &&
    memberOf(params.type, jobTypeLabel(job)) &&
    memberOf(params.level, job.experience) &&
    postedWithin(job, params.posted, now)
  );
}

export function filterJobs(jobs: readonly Job[], params: JobListParams, now: number = Date.now()): Job[] {
  return jobs.filter((job) => matchesFilters(job, params, now));
}

const PERIODS_PER_YEAR = { yearly: 1, monthly: 12, hourly: 2080 } as const;

/**
 * The figure salary sorting compares: the top of the range (else the bottom) per year, so an hourly rate does not
 * sort below an annual one just by being a smaller number. Currencies are not converted.
 */
export function annualPay(job: Job): number | null {
  const top = job.maximumPay ?? job.minimumPay;
  if (top === undefined || !Number.isFinite(top)) return null;
  return top * PERIODS_PER_YEAR[job.salaryPeriod];
}

const postedTime = (job: Job) => {
  const t = Date.parse(job.postedAt);
  return Number.isNaN(t) ? 0 : t;
};

export function sortJobs(jobs: readonly Job[], sort: JobSort): Job[] {
  const byLatest = (a: Job, b: Job) => postedTime(b) - postedTime(a);
  const copy = [...jobs];
  if (sort === "oldest") return copy.sort((a, b) => postedTime(a) - postedTime(b));
  if (sort === "salary") {
    return copy.sort((a, b) => {
      const pa = annualPay(a);
      const pb = annualPay(b);
      if (pa === pb) return byLatest(a, b);
      if (pa === null) return 1;
      if (pb === null) return -1;
      return pb - pa;
    });
  }
  return copy.sort(byLatest);
}

/** Filter then sort: what the list page shows. */
export function selectJobs(jobs: readonly Job[], params: JobListParams, now: number = Date.now()): Job[] {
  return sortJobs(filterJobs(jobs, params, now), params.sort);
}
