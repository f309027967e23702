"use client";

import { usePathname, useRouter } from "next/navigation";
import { useRef, useTransition, type ReactNode } from "react";
import { BlogGridSkeleton } from "@/components/blog/blog-card-skeleton";
import { SearchIcon } from "@/components/ui/icons";
import type { BlogFilters, CategoryOption } from "@/lib/blog/filter";

const SEARCH_DELAY_MS = 350;

/**
 * The filter form is a plain GET form (it works without JavaScript through its Apply button). With JavaScript,
 * the URL follows the inputs as the visitor types or picks, and six skeleton cards show while the list reloads.
 */
export function BlogFilterPanel({ filters, categories, children }: { filters: BlogFilters; categories: CategoryOption[]; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, startTransition] = useTransition();

  const apply = () => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    const query = params.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  const applySoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(apply, SEARCH_DELAY_MS);
  };

  return (
    <>
      <form
        ref={formRef}
        method="get"
        action={pathname}
        role="search"
        aria-label="Filter blog posts"
        className="card flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <div className="flex-1 sm:min-w-64">
          <label htmlFor="blog-search" className="field-label">
            Search
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
            <input id="blog-search" name="q" type="search" defaultValue={filters.q} placeholder="Search for blogs.." className="field-input pl-10" onChange={applySoon} />
          </div>
        </div>
        <div className="sm:w-[200px]">
          <label htmlFor="blog-category" className="field-label">
            Category
          </label>
          <select id="blog-category" name="category" defaultValue={filters.category} className="field-input" onChange={apply}>
            <option value="">Choose Category</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-48">
          <label htmlFor="blog-date" className="field-label">
            Date
          </label>
          <input id="blog-date" name="date" type="date" defaultValue={filters.date} className="field-input" onChange={apply} />
        </div>
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </form>
      <div className="mt-10" aria-busy={pending}>
        {pending ? <BlogGridSkeleton count={6} /> : children}
      </div>
    </>
  );
}
