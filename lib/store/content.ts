import { seedBlogPosts } from "@/content/seed/blog-posts";
import { seedJobs } from "@/content/seed/jobs";
import { seedServices } from "@/content/seed/services";
import type { RawBlogPost, RawJob, RawService } from "@/lib/api/raw-types";
import { slugify } from "@/lib/format/text";

/**
 * The built-in API host's content: seed modules served in the raw shapes of spec section 3, exactly as the HTTP
 * endpoints send them. Copies are returned so no caller can change the seed for the next one.
 */

const copy = <T>(value: T): T => structuredClone(value);

const postSlug = (post: RawBlogPost): string => post.slug?.trim() || slugify(post.title);

export async function listBlogPosts(): Promise<RawBlogPost[]> {
  return copy(seedBlogPosts);
}

/** By its slug, or by the slug derived from its title when it has none. */
export async function findBlogPost(slug: string): Promise<RawBlogPost | null> {
  const post = seedBlogPosts.find((p) => postSlug(p) === slug);
  return post ? copy(post) : null;
}

export async function listJobs(): Promise<RawJob[]> {
  return copy(seedJobs);
}

export async function findJob(id: string): Promise<RawJob | null> {
  const job = seedJobs.find((j) => String(j.id) === id);
  return job ? copy(job) : null;
}

export async function listServices(): Promise<RawService[]> {
  return copy(seedServices);
}

export async function findService(slug: string): Promise<RawService | null> {
  const service = seedServices.find((s) => s.slug === slug);
  return service ? copy(service) : null;
}
