import { cache } from "react";
import { permanentRedirect } from "next/navigation";
import { getJob, getJobs, type Job } from "@/lib/api";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

/** The id from the URL, or "" when it is blank (spec: 'Job ID not provided'). */
function cleanJobId(raw: string | undefined): string {
  let id = raw ?? "";
  try {
    id = decodeURIComponent(id);
  } catch {
    // Already decoded or malformed: use it as given.
  }
  return id.trim();
}

/** What a job page (details, application) shows instead of a job: spec 8's states. */
export type JobPageStateName = "idMissing" | "loadFailed" | "notFound";

/** A job page's id written in other letter case than the job's own (`E7-ENG-014` for `e7-eng-014`). */
export type JobMoved = { movedTo: string };

/**
 * The id of the job that `id` names in other letter case, if any. Job ids are case-insensitive in the API's data
 * (`id` is `displayJobId` in lower case, and people type or paste the upper-case job number); the API's own lookup is
 * exact, so the list is asked, then the lower-case id (when the list fails).
 */
async function sameIdOtherCase(id: string): Promise<string | null> {
  const wanted = id.toLowerCase();
  try {
    const job = (await getJobs()).find((j) => j.id.toLowerCase() === wanted);
    return job && job.id !== id ? job.id : null;
  } catch {
    return wanted !== id && (await getJob(wanted)) ? wanted : null;
  }
}

/**
 * The job a job page's `[jobId]` names, the job it names in other letter case, or the state to show instead. Cached
 * per request so that a page, its generateMetadata and its Open Graph image share one lookup and a failure is logged
 * once.
 */
export const jobForPage = cache(async (rawId: string): Promise<Job | JobMoved | JobPageStateName> => {
  const id = cleanJobId(rawId);
  if (!id) return "idMissing";
  try {
    const job = await getJob(id);
    if (job) return job;
    const movedTo = await sameIdOtherCase(id);
    return movedTo ? { movedTo } : "notFound";
  } catch (error) {
    console.error(`Job page: loading job "%s" failed`, id, error);
    return "loadFailed";
  }
});

/**
 * A job page reached by its id in other letter case answers 308 with its one URL (`route` + the job's id, same
 * language), so links and bookmarks with the job number in capitals work and search engines see one page.
 */
export function redirectIfMoved<T>(found: T | JobMoved, route: "/job-details" | "/job-application", locale: Locale): T {
  if (isMoved(found)) permanentRedirect(localizePath(`${route}/${encodeURIComponent(found.movedTo)}`, locale));
  return found;
}

const isMoved = (found: unknown): found is JobMoved => typeof found === "object" && found !== null && "movedTo" in found;

/**
 * The job pages' (details, application) build-time params: every job the API lists when the build can reach it;
 * any other id, or all of them when it cannot, is rendered on first request and cached.
 */
export async function knownJobParams(): Promise<{ jobId: string }[]> {
  try {
    return (await getJobs()).map((job) => ({ jobId: job.id }));
  } catch {
    return [];
  }
}
