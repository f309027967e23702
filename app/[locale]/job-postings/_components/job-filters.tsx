"use client";

import Link from "@/components/ui/client-link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { SpinnerIcon } from "@/components/jobs/icons";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";
import { useSearchDelay } from "@/lib/use-search-delay";
import { useWhenReachable } from "@/lib/use-when-reachable";
import {
  activeFilterCount,
  DATE_POSTED_OPTIONS,
  EMPTY_JOB_PARAMS,
  jobListHref,
  jobListParamsOfForm,
  serializeJobListParams,
  SORT_OPTIONS,
  type DatePosted,
  type JobListParams,
  type JobSort,
} from "@/lib/jobs/params";
import { CheckboxGroup, type Option } from "./filter-fields";
import type { JobFilterWords } from "./filter-words";
import styles from "./job-filters.module.css";

/** `remoteLocation` is the location value that means remote work (shown in the page's language). */
export type FilterOptions = { locations: string[]; remoteLocation: string; categories: Option[]; types: Option[]; levels: Option[] };

const FORM_ID = "job-filters";

type Props = { params: JobListParams; options: FilterOptions; words: JobFilterWords; children: ReactNode };

/** Whether the visitor changed a control from what the server rendered (before hydration: nothing else could). */
function changedByVisitor(form: HTMLFormElement): boolean {
  return [...form.elements].some((control) => {
    if (control instanceof HTMLSelectElement) {
      const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
      return control.value !== (rendered?.value ?? "");
    }
    if (!(control instanceof HTMLInputElement)) return false;
    return control.type === "checkbox" || control.type === "radio" ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
  });
}

/**
 * The filter panel, result count and sort of /job-postings. Without JavaScript it is a plain GET form; with it,
 * every change updates the URL at once (search after a short pause) and the server re-renders the list. Its words
 * come translated from the server (./filter-words.ts), its locale from the layout's LocaleProvider.
 */
export function JobFilters({ params, options, words, children }: Props) {
  const locale = useClientLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const whenReachable = useWhenReachable();
  const incomingKey = serializeJobListParams(params);
  const [values, setValues] = useState(params);
  const [seenKey, setSeenKey] = useState(incomingKey);
  // URLs this component asked for: when one of them arrives, the visitor's newer input must not be overwritten.
  const [pushedKeys, setPushedKeys] = useState<string[]>([]);
  if (incomingKey !== seenKey) {
    setSeenKey(incomingKey);
    if (!pushedKeys.includes(incomingKey)) setValues(params); // back/forward or a link: follow the URL
  }
  const searchDelay = useSearchDelay();

  function navigate(next: JobListParams, mode: "push" | "replace") {
    searchDelay.cancel();
    const key = serializeJobListParams(next);
    setPushedKeys((keys) => [...keys.slice(-19), key]);
    const href = localizePath(jobListHref(next), locale);
    whenReachable(href, () => startTransition(() => router[mode](href, { scroll: false })), { what: "list" });
  }

  // Choices made before hydration (typed, ticked or sorted while the scripts were still on their way) are in the
  // controls but in no URL, and the next change would drop them: apply them now. Only then: the URL a visitor came
  // with stays as it is (a query the server read loosely, "category=engineering", is not rewritten).
  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement) || !changedByVisitor(form)) return;
    const early = jobListParamsOfForm(new FormData(form));
    if (serializeJobListParams(early) === incomingKey) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's input, made in the DOM before React ran.
    setValues(early);
    navigate(early, "replace");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  function change(patch: Partial<JobListParams>) {
    const next = { ...values, ...patch };
    setValues(next);
    navigate(next, "push");
  }

  function search(q: string) {
    const next = { ...values, q };
    setValues(next);
    searchDelay.schedule(() => navigate(next, "replace"));
  }

  function toggle(key: "category" | "type" | "level" | "posted", value: string, checked: boolean) {
    const current = values[key] as string[];
    const list = checked ? [...current, value] : current.filter((v) => v !== value);
    change({ [key]: list } as Partial<JobListParams>);
  }

  const active = activeFilterCount(values);
  const datePostedLabels: Record<DatePosted, string> = { "7": words.posted7, "15": words.posted15, "30": words.posted30, all: words.postedAll };
  const sortLabels: Record<JobSort, string> = { latest: words.sortLatest, oldest: words.sortOldest, salary: words.sortSalary };
  const dateOptions: Option[] = DATE_POSTED_OPTIONS.map((o) => ({ value: o.value, label: datePostedLabels[o.value] }));

  return (
    <div className="grid gap-8 lg:grid-cols-[19rem_minmax(0,1fr)] xl:gap-10">
      {/* Not an <aside>: a complementary landmark inside <main> is one landmark inside another. The form is the
          page's search landmark and carries the name. */}
      <div className="lg:sticky lg:top-24 lg:self-start">
        <form
          id={FORM_ID}
          method="get"
          action={localizePath("/job-postings", locale)}
          role="search"
          aria-label={words.label}
          className="card p-5"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(values, "push");
          }}
        >
          <label htmlFor="job-search" className="field-label">
            {words.search}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-500" />
            <input
              id="job-search"
              type="search"
              name="q"
              value={values.q}
              onChange={(e) => search(e.currentTarget.value)}
              placeholder={words.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="field-input ps-10"
            />
          </div>

          <details className={`${styles.panel} group mt-4`}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg border border-ink-200 px-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              <span>
                {words.filters}
                {active > 0 ? (
                  <span className="ms-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{words.active[active]}</span>
                ) : null}
              </span>
              <span aria-hidden="true" className="text-xl leading-none text-ink-600 group-open:rotate-45 transition-transform">+</span>
            </summary>
            <div className="mt-5 space-y-5 lg:mt-0">
              <div>
                <label htmlFor="job-location" className="field-label">
                  {words.location}
                </label>
                <select
                  id="job-location"
                  name="location"
                  value={values.location}
                  onChange={(e) => change({ location: e.currentTarget.value })}
                  className="field-input"
                >
                  <option value="">{words.allLocations}</option>
                  {options.locations.map((l) =>
                    l === options.remoteLocation ? (
                      <option key={l} value={l}>
                        {words.remote}
                      </option>
                    ) : (
                      <option key={l} value={l} lang="en">
                        {l}
                      </option>
                    ),
                  )}
                </select>
              </div>
              <CheckboxGroup legend={words.category} name="category" options={options.categories} selected={values.category} onToggle={(v, c) => toggle("category", v, c)} />
              <CheckboxGroup legend={words.jobType} name="type" options={options.types} selected={values.type} onToggle={(v, c) => toggle("type", v, c)} />
              <CheckboxGroup legend={words.level} name="level" options={options.levels} selected={values.level} onToggle={(v, c) => toggle("level", v, c)} />
              <CheckboxGroup legend={words.datePosted} name="posted" options={dateOptions} selected={values.posted} onToggle={(v, c) => toggle("posted", v, c)} />
            </div>
          </details>

          <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-5">
            <noscript>
              <button type="submit" className="btn-primary px-5">
                {words.applyFilters}
              </button>
            </noscript>
            {active > 0 ? (
              <Link
                href={jobListHref({ ...EMPTY_JOB_PARAMS, sort: values.sort })}
                scroll={false}
                className="btn-link text-sm"
              >
                {words.clearAll}
              </Link>
            ) : (
              <p className="text-sm text-ink-600">{words.narrow}</p>
            )}
          </div>
        </form>
      </div>

      <div className="min-w-0">
        <div className="flex flex-col gap-3 border-b border-ink-100 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="flex min-h-6 items-center gap-2 font-medium text-ink-700">
            {pending ? (
              <>
                <SpinnerIcon className="size-4 text-brand-600" />
                {words.loading}
              </>
            ) : (
              words.showing
            )}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor="job-sort" className="text-sm font-medium whitespace-nowrap text-ink-700">
              {words.sortBy}
            </label>
            <select
              id="job-sort"
              name="sort"
              form={FORM_ID}
              value={values.sort}
              onChange={(e) => change({ sort: e.currentTarget.value as JobSort })}
              // As wide as the chosen option, not the widest: a browser that paints before all the options are parsed
              // (a slow phone) widened the select as the longest arrived, a layout shift.
              className="field-input w-auto min-w-28 py-2 field-sizing-content"
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {sortLabels[o.value]}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" form={FORM_ID} className="btn-secondary min-h-10 px-4 text-sm">
                {words.sort}
              </button>
            </noscript>
          </div>
        </div>
        <div aria-busy={pending} className={`mt-6 transition-opacity ${pending ? "opacity-60" : ""}`}>
          {children}
        </div>
      </div>
    </div>
  );
}
