import Link from "@/components/ui/link";
import { getJobs, type Job } from "@/lib/api";
import { JobCard } from "@/components/jobs/job-card";
import { StatePanel } from "@/components/jobs/states";
import { deriveFilterOptions, jobTypeLabel, selectJobs } from "@/lib/jobs/filter";
import { EMPTY_JOB_PARAMS, jobListHref, serializeJobListParams, type JobListParams } from "@/lib/jobs/params";
import type { Option } from "./filter-fields";
import { JobFilters, type FilterOptions } from "./job-filters";

function withCounts(values: string[], jobs: readonly Job[], pick: (job: Job) => string): Option[] {
  return values.map((value) => ({ value, label: value, count: jobs.filter((j) => pick(j) === value).length }));
}

/** 'Try Again' reloads the page: a GET form to the same URL, so it works with or without JavaScript. */
function TryAgain({ params }: { params: JobListParams }) {
  const entries = [...new URLSearchParams(serializeJobListParams(params))];
  return (
    <form method="get" action="/job-postings">
      {entries.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-primary">
        Try Again
      </button>
    </form>
  );
}

/** Loads the jobs and renders filters, count, sort and the list on the server (spec 2.19). */
export async function JobBoard({ params }: { params: JobListParams }) {
  let jobs: Job[];
  try {
    jobs = await getJobs();
  } catch (error) {
    console.error("Job postings: loading jobs failed", error);
    return (
      <StatePanel tone="error" title="Failed to load job listings. Please try again later." action={<TryAgain params={params} />}>
        <p>We could not reach our jobs service just now.</p>
      </StatePanel>
    );
  }

  if (jobs.length === 0) {
    return (
      <StatePanel tone="empty" title="No job openings available at the moment.">
        <p>Check back later for new opportunities!</p>
      </StatePanel>
    );
  }

  const results = selectJobs(jobs, params);
  const derived = deriveFilterOptions(jobs);
  const options: FilterOptions = {
    locations: derived.locations,
    categories: withCounts(derived.categories, jobs, (j) => j.jobCategory),
    types: withCounts(derived.types, jobs, jobTypeLabel),
    levels: withCounts(derived.levels, jobs, (j) => j.experience),
  };

  return (
    <JobFilters params={params} options={options} total={jobs.length} shown={results.length}>
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
          title="No job openings match your criteria."
          action={
            <Link href={jobListHref({ ...EMPTY_JOB_PARAMS, sort: params.sort })} scroll={false} className="btn-secondary">
              Clear all filters
            </Link>
          }
        >
          <p>Try adjusting your filters to see more results.</p>
        </StatePanel>
      )}
    </JobFilters>
  );
}
