import { getTranslations } from "next-intl/server";
import { activeFilterCount, DATE_POSTED_OPTIONS, type JobListParams } from "@/lib/jobs/params";
import type { FilterOptions } from "./job-filters";

const LABELS = [
  "label", "search", "searchPlaceholder", "filters", "location", "allLocations", "remote", "category", "jobType", "level", "datePosted",
  "applyFilters", "clearAll", "narrow", "loading", "sortBy", "sort", "sortLatest", "sortOldest", "sortSalary", "posted7", "posted15",
  "posted30", "postedAll",
] as const;

/**
 * The filter panel's words in the page's language. `showing` is the result line of this render; `active[n]` is the
 * badge for n active filters, for every n the visitor can reach by changing the panel before the server answers.
 */
export type JobFilterWords = Record<(typeof LABELS)[number], string> & { showing: string; active: readonly string[] };

/**
 * The JobFilters messages, translated on the server so that the panel (a client component) carries no translation
 * runtime: its labels, the counts' words (plurals included) for the numbers this page can show.
 */
export async function jobFilterTranslations() {
  const t = await getTranslations("JobFilters");
  return {
    /**
     * What a screen reader says for an option's number of jobs, number included where the language writes one:
     * "3 jobs", but Arabic's dual and singular say the number themselves ("وظيفتان", "وظيفة واحدة", never "2 وظيفتان").
     */
    jobs: (count: number) => t("jobCount", { count, shown: String(count) }),
    words: (params: JobListParams, options: FilterOptions, shown: number, total: number): JobFilterWords => {
      // Before the server answers, the visitor can add to the URL's filters at most a search, a location, every
      // date and every option: the badge has a text for each count up to that.
      const reachable = activeFilterCount(params) + 2 + DATE_POSTED_OPTIONS.length + options.categories.length + options.types.length + options.levels.length;
      return {
        ...(Object.fromEntries(LABELS.map((key) => [key, t(key)])) as Record<(typeof LABELS)[number], string>),
        showing: t("showing", { count: total, shown: String(shown), total: String(total) }),
        active: Array.from({ length: reachable + 1 }, (_, count) => t("active", { count, shown: String(count) })),
      };
    },
  };
}
