import { complianceIds } from "@/content/compliance";
import { dynamicSitemapEntries, isoOrUndefined, newest, sitemapXml } from "./sitemap";

const base = "https://www.example.com";

describe("server-side sitemap entries", () => {
  const data = {
    posts: [
      { slug: "zero-trust", isoDate: "2026-03-04T09:00:00.000Z" },
      { slug: "older", isoDate: "2025-11-01T00:00:00.000Z" },
      { slug: "undated", isoDate: "" },
    ],
    jobs: [
      { id: "job-1", postedAt: "2026-05-02T08:30:00Z" },
      { id: "a b&c", postedAt: "not a date" },
    ],
    services: [{ slug: "consulting", updatedAt: "2026-01-15T12:00:00.000Z" }, { slug: "audit" }],
  };

  it("lists every post, job, job application form, service and the 17 compliance pages, each once", () => {
    const locs = dynamicSitemapEntries(base, data).map((e) => e.loc);
    expect(locs).toEqual(
      expect.arrayContaining([`${base}/blogs/zero-trust`, `${base}/job-details/job-1`, `${base}/job-application/job-1`, `${base}/solutions/services/audit`]),
    );
    expect(locs.filter((l) => l.startsWith(`${base}/compliance/`))).toHaveLength(complianceIds.length);
    // 17 regimes, 12 a page: the grid's second page has its own canonical URL.
    expect(locs.filter((l) => l.startsWith(`${base}/compliance?`))).toEqual([`${base}/compliance?page=2`]);
    expect(complianceIds).toHaveLength(17);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("takes lastmod from the data and never invents one", () => {
    const byLoc = new Map(dynamicSitemapEntries(base, data).map((e) => [e.loc, e.lastmod]));
    expect(byLoc.get(`${base}/blogs/zero-trust`)).toBe("2026-03-04T09:00:00.000Z");
    expect(byLoc.get(`${base}/job-details/job-1`)).toBe("2026-05-02T08:30:00.000Z");
    expect(byLoc.get(`${base}/job-application/job-1`)).toBe("2026-05-02T08:30:00.000Z");
    expect(byLoc.get(`${base}/solutions/services/consulting`)).toBe("2026-01-15T12:00:00.000Z");
    expect(byLoc.get(`${base}/solutions/services/audit`)).toBeUndefined();
    expect(byLoc.get(`${base}/blogs/undated`)).toBeUndefined();
    expect(byLoc.get(`${base}/compliance/gdpr`)).toBeUndefined();
    // A list page changed when its newest item appeared.
    expect(byLoc.get(`${base}/blogs`)).toBe("2026-03-04T09:00:00.000Z");
    expect(byLoc.get(`${base}/job-postings`)).toBe("2026-05-02T08:30:00.000Z");
  });

  it("does not stamp entries with the current time", () => {
    jest.useFakeTimers().setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const lastmods = dynamicSitemapEntries(base, data).map((e) => e.lastmod).filter(Boolean);
    jest.useRealTimers();
    expect(lastmods.some((l) => l!.startsWith("2030"))).toBe(false);
  });

  it("encodes ids and escapes the XML", () => {
    const xml = sitemapXml(dynamicSitemapEntries(base, data));
    expect(xml).toContain(`<loc>${base}/job-details/a%20b%26c</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(sitemapXml([{ loc: `${base}/?a=1&b=<2>` }])).toContain("<loc>https://www.example.com/?a=1&amp;b=&lt;2&gt;</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("reads dates defensively", () => {
    expect(isoOrUndefined("2026-02-03")).toBe("2026-02-03T00:00:00.000Z");
    expect(isoOrUndefined("yesterday")).toBeUndefined();
    expect(isoOrUndefined(undefined)).toBeUndefined();
    expect(newest([undefined, "bad"])).toBeUndefined();
    expect(newest(["2024-01-01", "2025-06-01", "2023-01-01"])).toBe("2025-06-01T00:00:00.000Z");
  });
});
