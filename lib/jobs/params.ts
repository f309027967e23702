import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod";

/**
 * The job list's filter and sort state, kept in the URL query so a filtered list can be linked, bookmarked and
 * served without JavaScript:
 *   ?q=engineer&location=London%2C%20England&category=Engineering&category=Sales&type=Full%20Time
 *    &level=Senior&posted=7&posted=30&sort=salary
 */

export const DATE_POSTED_OPTIONS = [
  { value: "7", label: "Last 7 Days", days: 7 },
  { value: "15", label: "Last 15 Days", days: 15 },
  { value: "30", label: "Last 30 Days", days: 30 },
  { value: "all", label: "All", days: null },
] as const;

export type DatePosted = (typeof DATE_POSTED_OPTIONS)[number]["value"];

export const SORT_OPTIONS = [
  { value: "latest", label: "Latest" },
  { value: "oldest", label: "Oldest" },
  { value: "salary", label: "Salary (highest first)" },
] as const;

export type JobSort = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: JobSort = "latest";

export type JobListParams = {
  q: string;
  location: string;
  category: string[];
  type: string[];
  level: string[];
  posted: DatePosted[];
  sort: JobSort;
};

export const EMPTY_JOB_PARAMS: JobListParams = { q: "", location: "", category: [], type: [], level: [], posted: [], sort: DEFAULT_SORT };

const MAX_TEXT = 100;
const MAX_VALUES = 30;

/** One value or many, as Next hands over `searchParams`; junk is dropped rather than failing the page. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const values = v === undefined ? [] : Array.isArray(v) ? v : [v];
    const cleaned = values.map((s) => s.trim().slice(0, MAX_TEXT)).filter(Boolean);
    return [...new Set(cleaned)].slice(0, MAX_VALUES);
  });

const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim().slice(0, MAX_TEXT));

const postedValues = new Set<string>(DATE_POSTED_OPTIONS.map((o) => o.value));
const sortValues = new Set<string>(SORT_OPTIONS.map((o) => o.value));

const schema = z.object({
  q: single,
  location: single,
  category: list,
  type: list,
  level: list,
  posted: list.transform((values) => values.filter((v): v is DatePosted => postedValues.has(v))),
  sort: single.transform((v): JobSort => (sortValues.has(v) ? (v as JobSort) : DEFAULT_SORT)),
});

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function parseJobListParams(raw: RawSearchParams | URLSearchParams): JobListParams {
  const record: RawSearchParams = raw instanceof URLSearchParams ? fromURLSearchParams(raw) : raw;
  const parsed = schema.safeParse(record);
  return parsed.success ? parsed.data : EMPTY_JOB_PARAMS;
}

function fromURLSearchParams(params: URLSearchParams): RawSearchParams {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) (out[key] ??= []).push(value);
  return out;
}

/** The canonical query string: defaults left out, so the unfiltered list is plain `/job-postings`. */
export function serializeJobListParams(params: JobListParams): string {
  const out = new URLSearchParams();
  if (params.q.trim()) out.set("q", params.q.trim());
  if (params.location) out.set("location", params.location);
  for (const key of ["category", "type", "level", "posted"] as const) {
    for (const value of params[key]) out.append(key, value);
  }
  if (params.sort !== DEFAULT_SORT) out.set("sort", params.sort);
  return out.toString();
}

export function jobListHref(params: JobListParams): string {
  const query = serializeJobListParams(params);
  return query ? `/job-postings?${query}` : "/job-postings";
}

/** How many filters narrow the list (sort is not a filter; 'All' dates is no filter). */
export function activeFilterCount(params: JobListParams): number {
  return (
    (params.q.trim() ? 1 : 0) +
    (params.location ? 1 : 0) +
    params.category.length +
    params.type.length +
    params.level.length +
    (params.posted.includes("all") ? 0 : params.posted.length)
  );
}
