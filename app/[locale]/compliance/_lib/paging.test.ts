import { COMPLIANCE_PAGE_SIZE, pageHref, paginate, parsePage, totalPages } from "./paging";

const seventeen = Array.from({ length: 17 }, (_, i) => i + 1);

describe("compliance paging", () => {
  it("shows 12 regimes on page 1 and 5 on page 2", () => {
    expect(COMPLIANCE_PAGE_SIZE).toBe(12);
    expect(paginate(seventeen, 1)).toMatchObject({ page: 1, totalPages: 2, firstIndex: 1, lastIndex: 12, total: 17 });
    expect(paginate(seventeen, 1).items).toHaveLength(12);
    expect(paginate(seventeen, 2).items).toEqual([13, 14, 15, 16, 17]);
    expect(paginate(seventeen, 2)).toMatchObject({ firstIndex: 13, lastIndex: 17 });
  });

  it("clamps out-of-range pages", () => {
    expect(paginate(seventeen, 9).page).toBe(2);
    expect(paginate(seventeen, 0).page).toBe(1);
    expect(paginate([], 1)).toMatchObject({ page: 1, totalPages: 1, items: [] });
  });

  it("reads ?page= strictly and starts at page 1", () => {
    const pages = totalPages(17);
    expect(pages).toBe(2);
    expect(parsePage(undefined, pages)).toBe(1);
    expect(parsePage("2", pages)).toBe(2);
    expect(parsePage(["2", "1"], pages)).toBe(2);
    for (const bad of ["", "0", "3", "-1", "1.5", "abc", "2abc"]) expect(parsePage(bad, pages)).toBe(1);
  });

  it("links to the list on each page", () => {
    expect(pageHref(1)).toBe("/compliance#regimes");
    expect(pageHref(2)).toBe("/compliance?page=2#regimes");
  });
});
