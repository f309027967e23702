import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { getJobs, type Job } from "@/lib/api";
import { NOT_SPECIFIED } from "@/lib/api/mappers";
import { JobCard } from "@/components/jobs/job-card";
import { StatePanel } from "@/components/jobs/states";
import { deriveFilterOptions, jobTypeLabel, selectJobs } from "@/lib/jobs/filter";
import { jobTerm } from "@/lib/jobs/terms";
import { EMPTY_JOB_PARAMS, jobListHref, serializeJobListParams, type JobListParams } from "@/lib/jobs/params";
import { formatLocation } from "@/lib/format/location";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import type { Option } from "./filter-fields";
import { jobFilterTranslations } from "./filter-words";
import { JobFilters, type FilterOptions } from "./job-filters";

type OptionWords = { notSpecified: string; jobs: (count: number) => string };

/**
 * Options as the API host words them (English, marked), but the site's own words in the page's language, and job types
 * and levels in it where it has them (`jobTerm`); the value, in the URL, stays the API's.
 */
function withCounts(values: string[], jobs: readonly Job[], pick: (job: Job) => string, words: OptionWords, term?: Locale): Option[] {
  return values.map((value) => {
    const count = jobs.filter((j) => pick(j) === value).length;
    const { text, lang } = term ? jobTerm(value, term) : { text: value, lang: "en" };
    return {
      value,
      ...(value === NOT_SPECIFIED ? { label: words.notSpecified } : { label: text, ...(lang ? { lang } : {}) }),
      count: { value: count, jobs: words.jobs(count) },
    };
  });
}

/** 'Try Again' reloads the page: a GET form to the same URL, so it works with or without JavaScript. */
function TryAgain({ params, locale, label }: { params: JobListParams; locale: Locale; label: string }) {
  const entries = [...new URLSearchParams(serializeJobListParams(params))];
  return (
    <form method="get" action={localizePath("/job-postings", locale)}>
      {entries.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-primary">
        {label}
      </button>
    </form>
  );
}

/** Loads the jobs and renders filters, count, sort and the list on the server (spec 2.19). */
export async function JobBoard({ params, locale }: { params: JobListParams; locale: Locale }) {
  const t = await getTranslations("JobBoard");
  const openings = await getTranslations("JobOpenings");
  let jobs: Job[];
  try {
    jobs = await getJobs();
  } catch (error) {
    console.error("Job postings: loading jobs failed", error);
    return (
      <StatePanel tone="error" title={openings("failed")} action={<TryAgain params={params} locale={locale} label={t("tryAgain")} />}>
        <p>{t("failedLead")}</p>
      </StatePanel>
    );
  }

  if (jobs.length === 0) {
    return (
      <StatePanel tone="empty" title={openings("empty")}>
        <p>{openings("emptyLead")}</p>
      </StatePanel>
    );
  }

  const results = selectJobs(jobs, params);
  const derived = deriveFilterOptions(jobs);
  const filterWords = await jobFilterTranslations();
  const optionWords = { notSpecified: t("notSpecified"), jobs: filterWords.jobs };
  const options: FilterOptions = {
    locations: derived.locations,
    remoteLocation: formatLocation({ isRemoteFlexible: true }),
    categories: withCounts(derived.categories, jobs, (j) => j.jobCategory, optionWords),
    types: withCounts(derived.types, jobs, jobTypeLabel, optionWords, locale),
    levels: withCounts(derived.levels, jobs, (j) => j.experience, optionWords, locale),
  };

  return (
    <JobFilters params={params} options={options} words={filterWords.words(params, options, results.length, jobs.length)}>
      {results.length > 0 ? (
        <ul className="grid gap-6 xl:grid-cols-2">
          {results.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <StatePanel
          tone="empty"
          title={t("noMatch")}
          action={
            <Link href={jobListHref({ ...EMPTY_JOB_PARAMS, sort: params.sort })} scroll={false} className="btn-secondary">
              {t("clearAll")}
            </Link>
          }
        >
          <p>{t("noMatchLead")}</p>
        </StatePanel>
      )}
    </JobFilters>
  );
}
