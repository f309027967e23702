/** Cache tags of the data layer; `POST /api/revalidate` accepts exactly these. */
export const TAGS = {
  blogs: "blogs",
  jobs: "jobs",
  services: "services",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const CACHE_TAGS: readonly CacheTag[] = Object.values(TAGS);

export const isCacheTag = (value: unknown): value is CacheTag => typeof value === "string" && (CACHE_TAGS as readonly string[]).includes(value);

/** Seconds before cached API content is refreshed in the background. */
export const REVALIDATE_SECONDS = 300;
