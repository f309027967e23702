import type { Job } from "@/lib/api/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When applications for a job close (ms since the epoch), or null when it has no deadline (open until withdrawn).
 * A deadline at 00:00 UTC is a date without a time: the pages say "Apply by Oct 31, 2026" (the UTC date), so the job
 * stays open for the whole of that day. Any other time is the closing instant itself.
 */
export function closesAt(job: Pick<Job, "deadline">): number | null {
  const at = job.deadline ? Date.parse(job.deadline) : NaN;
  if (Number.isNaN(at)) return null;
  return at % DAY_MS === 0 ? at + DAY_MS : at;
}

/** Whether the job still takes applications at `now`: the job list, the sitemap and the application form ask. */
export function isJobOpen(job: Pick<Job, "deadline">, now: number = Date.now()): boolean {
  const closes = closesAt(job);
  return closes === null || now < closes;
}

/** The jobs still open at `now`, in their order. */
export function openJobs<T extends Pick<Job, "deadline">>(jobs: readonly T[], now: number = Date.now()): T[] {
  return jobs.filter((job) => isJobOpen(job, now));
}
