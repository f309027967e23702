import { cache } from "react";
import { getJob, getJobs, type Job } from "@/lib/api";

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

/**
 * The job a job page's `[jobId]` names, or the state to show instead. Cached per request so that a page, its
 * generateMetadata and its Open Graph image share one lookup and a failure is logged once.
 */
export const jobForPage = cache(async (rawId: string): Promise<Job | JobPageStateName> => {
  const id = cleanJobId(rawId);
  if (!id) return "idMissing";
  try {
    return (await getJob(id)) ?? "notFound";
  } catch (error) {
    console.error(`Job page: loading job "%s" failed`, id, error);
    return "loadFailed";
  }
});

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
