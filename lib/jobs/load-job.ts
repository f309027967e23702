import { cache } from "react";
import { getJob, getJobs, type Job } from "@/lib/api";

/** The id from the URL, or "" when it is blank (spec: 'Job ID not provided'). */
export function cleanJobId(raw: string | undefined): string {
  let id = raw ?? "";
  try {
    id = decodeURIComponent(id);
  } catch {
    // Already decoded or malformed: use it as given.
  }
  return id.trim();
}

/**
 * One lookup per request, shared by a page, its generateMetadata and its Open Graph image.
 * null = not found; throws ApiError('failed') when the API host fails.
 */
export const loadJob = cache(async (id: string): Promise<Job | null> => (id ? getJob(id) : null));

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
