import { env } from "@/lib/env";
import { apiImageOrigin } from "@/lib/images/origins.mjs";
import * as store from "@/lib/store/content";
import { getItem, getList, segment } from "./http-client";
import type { RawBlogPost, RawJob, RawService } from "./raw-types";

/** Where raw content comes from: the configured API host over HTTP, or the built-in store in-process. */
export type ContentSource = {
  /** Part of every cache key, so two hosts never share cached entries. */
  name: string;
  /** The API host's origin: its content's images are on it. Absent for the built-in store (the site's own images). */
  imageOrigin?: string;
  listBlogPosts(): Promise<RawBlogPost[]>;
  findBlogPost(slug: string): Promise<RawBlogPost | null>;
  listJobs(): Promise<RawJob[]>;
  findJob(id: string): Promise<RawJob | null>;
  listServices(): Promise<RawService[]>;
  findService(slug: string): Promise<RawService | null>;
};

const builtIn: ContentSource = { name: "built-in", ...store };

function httpSource(base: string): ContentSource {
  return {
    name: base,
    imageOrigin: apiImageOrigin(base),
    listBlogPosts: () => getList<RawBlogPost>("/api/blog-posts"),
    findBlogPost: (slug) => getItem<RawBlogPost>(`/api/blog-posts/slug/${segment(slug)}`),
    listJobs: () => getList<RawJob>("/api/jobs"),
    findJob: (id) => getItem<RawJob>(`/api/jobs/${segment(id)}`),
    listServices: () => getList<RawService>("/api/services"),
    findService: (slug) => getItem<RawService>(`/api/services/slug/${segment(slug)}`),
  };
}

export function contentSource(): ContentSource {
  const base = env().API_BASE_URL;
  return base ? httpSource(base) : builtIn;
}
