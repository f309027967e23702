/**
 * The site's data layer: every page and form reads and writes through these functions.
 * CONTRACT (implemented by the data-layer work): with API_BASE_URL set they call that host over HTTP; unset, the
 * built-in store in-process. Reads are cached with tags; errors are `ApiError`s (see ./errors).
 */
import type { BlogPost, Job, Service, ServiceNavItem } from "./types";

export type { BlogPost, Job, Service, ServiceNavItem } from "./types";
export { ApiError, isApiError } from "./errors";

/** Server posts followed by local posts; when the host fails, local posts only (console warning, no error). */
export async function getBlogPosts(): Promise<BlogPost[]> {
  return [];
}

/** Local posts first, then the host; null when not found. Throws ApiError('failed') on other failures. */
export async function getBlogPost(_slug: string): Promise<BlogPost | null> {
  return null;
}

export async function getServices(): Promise<Service[]> {
  return [];
}

/** For header and footer: never throws; an empty list (and a console warning) when loading fails. */
export async function getServiceNav(): Promise<ServiceNavItem[]> {
  return [];
}

export async function getService(_slug: string): Promise<Service | null> {
  return null;
}

export async function getJobs(): Promise<Job[]> {
  return [];
}

export async function getJob(_id: string): Promise<Job | null> {
  return null;
}
