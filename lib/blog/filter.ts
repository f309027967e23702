import { z } from "zod";
import type { BlogPost } from "@/lib/api/types";

/** The blog list's filters as they live in the URL (?q=&category=&date=), so a filtered view can be shared. */
export type BlogFilters = { q: string; category: string; date: string };

const text = (max: number) =>
  z
    .string()
    .max(max)
    .catch("")
    .transform((v) => v.trim());

const filtersSchema = z.object({
  q: text(200),
  category: text(100),
  // A calendar day; anything else is ignored rather than failing the page.
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch(""),
});

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));

export function parseBlogFilters(params: SearchParams): BlogFilters {
  return filtersSchema.parse({ q: first(params.q), category: first(params.category), date: first(params.date) });
}

export const hasActiveFilters = (f: BlogFilters): boolean => Boolean(f.q || f.category || f.date);

/** All active filters must hold together (spec 5): search over title, content and keywords; exact category; same day. */
export function filterPosts(posts: readonly BlogPost[], filters: BlogFilters): BlogPost[] {
  const needle = filters.q.toLowerCase();
  return posts.filter((post) => {
    if (needle) {
      const haystack = [post.title, post.content, post.keywords.join(",")].join("\n").toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    if (filters.category && post.category !== filters.category) return false;
    if (filters.date && post.isoDate.slice(0, 10) !== filters.date) return false;
    return true;
  });
}

/** Shown capitalised with the first hyphen replaced by a space (spec 5), e.g. 'insider-risk' -> 'Insider risk'. */
export function categoryLabel(category: string): string {
  const spaced = category.replace("-", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type CategoryOption = { value: string; label: string };

/** The distinct non-empty categories of the loaded posts, in order of first appearance. */
export function categoryOptions(posts: readonly BlogPost[]): CategoryOption[] {
  const seen = new Set<string>();
  for (const post of posts) if (post.category) seen.add(post.category);
  return [...seen].map((value) => ({ value, label: categoryLabel(value) }));
}
