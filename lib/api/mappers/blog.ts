import { formatLongDate, parseDate } from "@/lib/format/dates";
import { slugify, stripTags, truncate } from "@/lib/format/text";
import { resolveImageUrl } from "@/lib/images/resolve";
import type { RawBlogPost } from "../raw-types";
import type { BlogPost } from "../types";

export const BLOG_EXCERPT_LENGTH = 120;
export const DEFAULT_BLOG_IMAGE = "/images/blog/default-cover.svg";
export const DEFAULT_BLOG_AUTHOR = "E7 Security Team";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

export function splitKeywords(keywords: string | null | undefined): string[] {
  return text(keywords)
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** First keyword, lower-cased, spaces as hyphens; 'general' when there is none. */
export function blogCategory(keywords: string[]): string {
  const first = keywords[0];
  return first ? first.toLowerCase().replace(/\s+/g, "-") : "general";
}

/**
 * The host's post in the site's display form (spec section 3). `apiOrigin`: the API host's origin when the post
 * came from it (its relative image URLs are that host's), absent for the site's own posts.
 */
export function toBlogPost(raw: RawBlogPost, apiOrigin?: string): BlogPost {
  const title = text(raw.title);
  const content = typeof raw.content === "string" ? raw.content : "";
  const keywords = splitKeywords(raw.keywords);
  const created = parseDate(raw.createdAt);
  const metaDescription = text(raw.metaDescription);
  return {
    id: String(raw.id),
    slug: text(raw.slug) || slugify(title),
    title,
    date: formatLongDate(created),
    isoDate: created ? created.toISOString() : "",
    excerpt: truncate(stripTags(content), BLOG_EXCERPT_LENGTH),
    content,
    image: resolveImageUrl(raw.coverImageUrl, apiOrigin) ?? DEFAULT_BLOG_IMAGE,
    category: blogCategory(keywords),
    author: text(raw.author) || DEFAULT_BLOG_AUTHOR,
    keywords,
    ...(metaDescription ? { metaDescription } : {}),
    ...(apiOrigin ? { imageOrigin: apiOrigin } : {}),
  };
}
