/** Paging of the compliance grid (spec 2.12 and 9: 12 per page, page 1 first). Pure, so the server can render it. */

export const COMPLIANCE_PAGE_SIZE = 12;
/** The list's element id: page links end with it so that, even without JavaScript, the browser lands on the list. */
export const REGIMES_LIST_ID = "regimes";

export type Paged<T> = { items: T[]; page: number; totalPages: number; firstIndex: number; lastIndex: number; total: number };

export const totalPages = (count: number, size = COMPLIANCE_PAGE_SIZE): number => Math.max(1, Math.ceil(count / size));

/** `?page=` as the visitor typed it: anything that is not a page number in range means page 1. */
export function parsePage(raw: string | string[] | undefined, pages: number): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= pages ? page : 1;
}

export function paginate<T>(all: readonly T[], page: number, size = COMPLIANCE_PAGE_SIZE): Paged<T> {
  const pages = totalPages(all.length, size);
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const items = all.slice(start, start + size);
  return { items, page: current, totalPages: pages, firstIndex: start + 1, lastIndex: start + items.length, total: all.length };
}

export function pageHref(page: number): string {
  return `${page === 1 ? "/compliance" : `/compliance?page=${page}`}#${REGIMES_LIST_ID}`;
}
