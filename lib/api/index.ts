/**
 * The site's data layer: every page and form reads and writes through these functions.
 * With API_BASE_URL set they call that host over HTTP; unset, the built-in store in-process. Reads are cached with
 * tags (./tags); errors are `ApiError`s (./errors): 'not-found' | 'failed' | 'rejected'.
 */
import { localBlogPosts } from "@/content/blog/local-posts";
import { cached } from "./cache";
import { ApiError } from "./errors";
import { toBlogPost, toJob, toService, toServiceNavItem } from "./mappers";
import { contentSource } from "./source";
import { TAGS } from "./tags";
import type { BlogPost, Job, Service, ServiceNavItem } from "./types";

export type { BlogPost, Job, Service, ServiceNavItem } from "./types";
export { ApiError, isApiError } from "./errors";
export { alreadyReceived, submitApplication, submitDemo, submitLead } from "./submit";
export type { ApplicationFiles, ApplicationSubmission, DemoSubmission, LeadSubmission } from "./submit";

/** Any unexpected error from a source becomes ApiError('failed'), so callers only deal with one error type. */
async function asApiError<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("failed", `${what} failed`, { cause: error });
  }
}

const hasId = (item: { id?: unknown }): boolean => item.id !== undefined && item.id !== null && String(item.id) !== "";

function serverBlogPosts(): Promise<BlogPost[]> {
  const source = contentSource();
  return cached([source.name, "blog-posts"], [TAGS.blogs], () =>
    asApiError("Loading blog posts", async () => (await source.listBlogPosts()).filter(hasId).map((raw) => toBlogPost(raw, source.imageOrigin))),
  );
}

const localPosts = (): BlogPost[] => localBlogPosts.map((raw) => toBlogPost(raw));

/** Server posts followed by local posts; when the host fails, local posts only (console warning, no error). */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const local = localPosts();
  try {
    return [...(await serverBlogPosts()), ...local];
  } catch (error) {
    console.warn("Blog posts could not be loaded from the API host; showing local posts only.", error);
    return local;
  }
}

/**
 * Local posts first, then the host; null when not found. Throws ApiError('failed') on other failures.
 * A post the host sent without a slug is found by the slug derived from its title (the one its card links to).
 */
export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  const wanted = slug.trim();
  if (!wanted) return null;
  const local = localPosts().find((p) => p.slug === wanted);
  if (local) return local;
  const source = contentSource();
  const found = await cached([source.name, "blog-post", wanted], [TAGS.blogs], () =>
    asApiError("Loading a blog post", async () => {
      const raw = await source.findBlogPost(wanted);
      return raw && hasId(raw) ? toBlogPost(raw, source.imageOrigin) : null;
    }),
  );
  if (found) return found;
  try {
    return (await serverBlogPosts()).find((p) => p.slug === wanted) ?? null;
  } catch {
    // The host already answered "not found" for the slug; a failing list does not change that answer.
    return null;
  }
}

export async function getServices(): Promise<Service[]> {
  const source = contentSource();
  return cached([source.name, "services"], [TAGS.services], () =>
    asApiError("Loading services", async () => (await source.listServices()).filter((s) => typeof s.slug === "string" && s.slug).map((raw) => toService(raw, source.imageOrigin))),
  );
}

/** For header and footer: never throws; an empty list (and a console warning) when loading fails. */
export async function getServiceNav(): Promise<ServiceNavItem[]> {
  try {
    return (await getServices()).map(toServiceNavItem);
  } catch (error) {
    console.warn("Services could not be loaded for the navigation.", error);
    return [];
  }
}

/** null when not found. Throws ApiError('failed') on other failures. */
export async function getService(slug: string): Promise<Service | null> {
  const wanted = slug.trim();
  if (!wanted) return null;
  const source = contentSource();
  return cached([source.name, "service", wanted], [TAGS.services], () =>
    asApiError("Loading a service", async () => {
      const raw = await source.findService(wanted);
      return raw && raw.slug ? toService(raw, source.imageOrigin) : null;
    }),
  );
}

export async function getJobs(): Promise<Job[]> {
  const source = contentSource();
  return cached([source.name, "jobs"], [TAGS.jobs], () =>
    asApiError("Loading jobs", async () => (await source.listJobs()).filter(hasId).map(toJob)),
  );
}

/** null when not found. Throws ApiError('failed') on other failures. */
export async function getJob(id: string): Promise<Job | null> {
  const wanted = id.trim();
  if (!wanted) return null;
  const source = contentSource();
  return cached([source.name, "job", wanted], [TAGS.jobs], () =>
    asApiError("Loading a job", async () => {
      const raw = await source.findJob(wanted);
      return raw && hasId(raw) ? toJob(raw) : null;
    }),
  );
}
