"use client";

import { usePathname, useRouter } from "next/navigation";
import { useRef, useTransition, type ReactNode } from "react";
import { BlogGridSkeleton } from "@/components/blog/blog-skeleton";
import { SearchIcon } from "@/components/ui/icons";
import type { BlogFilters, CategoryOption } from "@/lib/blog/filter";
import { useSearchDelay } from "@/lib/use-search-delay";
import { useWhenReachable } from "@/lib/use-when-reachable";

/**
 * The filter form is a plain GET form (it works without JavaScript through its Apply button). With JavaScript,
 * the URL follows the inputs as the visitor types or picks, and six skeleton cards show while the list reloads.
 */
/** The panel's words in the page's language, from the server (BlogFilters messages): no translation runtime here. */
export type BlogFilterWords = Record<"apply" | "category" | "chooseCategory" | "date" | "label" | "loading" | "search" | "searchPlaceholder", string>;

type Props = { filters: BlogFilters; categories: CategoryOption[]; words: BlogFilterWords; children: ReactNode };

export function BlogFilterPanel({ filters, categories, words, children }: Props) {
  // usePathname gives the URL's own path (/ar/blogs on the Arabic page), so the list stays in its language.
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const whenReachable = useWhenReachable();
  const searchDelay = useSearchDelay();

  const apply = () => {
    searchDelay.cancel();
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    const query = params.toString();
    const href = query ? `${pathname}?${query}` : pathname;
    whenReachable(href, () => startTransition(() => router.replace(href, { scroll: false })), { what: "list" });
  };

  return (
    <>
      <form
        ref={formRef}
        method="get"
        action={pathname}
        role="search"
        aria-label={words.label}
        className="card flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <div className="flex-1 sm:min-w-64">
          <label htmlFor="blog-search" className="field-label">
            {words.search}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
            <input id="blog-search" name="q" type="search" defaultValue={filters.q} placeholder={words.searchPlaceholder} className="field-input ps-10" onChange={() => searchDelay.schedule(apply)} />
          </div>
        </div>
        {/* At least 200 px, and as wide as the chosen label (a reader's wider letter spacing cut "Choose Category"). */}
        <div className="sm:max-w-xs sm:min-w-[200px]">
          <label htmlFor="blog-category" className="field-label">
            {words.category}
          </label>
          <select id="blog-category" name="category" defaultValue={filters.category} className="field-input sm:field-sizing-content" onChange={apply}>
            <option value="">{words.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value} lang="en">
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-48">
          <label htmlFor="blog-date" className="field-label">
            {words.date}
          </label>
          <input id="blog-date" name="date" type="date" defaultValue={filters.date} className="field-input" onChange={apply} />
        </div>
        <button type="submit" className="btn-primary">
          {words.apply}
        </button>
      </form>
      <div className="mt-10" aria-busy={pending}>
        {pending ? <BlogGridSkeleton count={6} label={words.loading} /> : children}
      </div>
    </>
  );
}
