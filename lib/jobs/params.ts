/**
 * The job list's filter and sort state, kept in the URL query so a filtered list can be linked, bookmarked and
 * served without JavaScript:
 *   ?q=engineer&location=London%2C%20England&category=Engineering&category=Sales&type=Full%20Time
 *    &level=Senior&posted=7&posted=30&sort=salary
 * Reading a query into these params is the server's job (./parse-params.ts): the filter form in the browser only
 * writes them, so it downloads no validator.
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

export const isDatePosted = (value: string): value is DatePosted => DATE_POSTED_OPTIONS.some((option) => option.value === value);
export const isSort = (value: string): value is JobSort => SORT_OPTIONS.some((option) => option.value === value);

/**
 * What the filter form's controls hold, read from the form itself: choices a visitor made before the page was
 * hydrated are there and in no URL yet. Unknown dates and sorts are left out, as the server's parser does.
 */
export function jobListParamsOfForm(data: FormData): JobListParams {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => data.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
  const sort = text("sort");
  return {
    q: text("q"),
    location: text("location"),
    category: list("category"),
    type: list("type"),
    level: list("level"),
    posted: list("posted").filter(isDatePosted),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
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
