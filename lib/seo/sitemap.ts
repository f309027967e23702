/**
 * The server-side sitemap's entries (app/server-sitemap.xml): everything whose list lives in data rather than in
 * the route table, so it stays right when posts, jobs or services change without a rebuild.
 * Static routes are in the build-time sitemap (next-sitemap.config.js), which links to this one.
 */
import { totalPages } from "@/app/[locale]/compliance/_lib/paging";
import { complianceIds } from "@/content/compliance";
import type { BlogPost, Job, Service } from "@/lib/api/types";
import { escapeXml } from "@/lib/format/text";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { languageAlternates } from "./metadata";

export type SitemapEntry = {
  loc: string;
  /** The same page in every language and x-default (hreflang alternates, as xhtml:link). */
  alternates?: readonly { hreflang: string; href: string }[];
  /** Only when the data says when the page last changed; never the time of the request. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
};

export type SitemapData = {
  posts: readonly Pick<BlogPost, "slug" | "isoDate">[];
  jobs: readonly Pick<Job, "id" | "postedAt">[];
  services: readonly Pick<Service, "slug" | "updatedAt">[];
};

/** Paths listed here rather than in the build-time sitemap, because their lastmod comes from data. */
export const dataDrivenListPaths = ["/blogs", "/job-postings"] as const;

/** A valid ISO timestamp, or undefined for missing or unparsable dates (then lastmod is left out). */
export function isoOrUndefined(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The newest of some dates: a list page changes when its newest item appears. */
export function newest(values: readonly (string | undefined)[]): string | undefined {
  let best: number | undefined;
  for (const v of values) {
    const iso = isoOrUndefined(v);
    if (iso === undefined) continue;
    const t = Date.parse(iso);
    if (best === undefined || t > best) best = t;
  }
  return best === undefined ? undefined : new Date(best).toISOString();
}

const entry = (baseUrl: string, path: string, lastmod: string | undefined, rest: Omit<SitemapEntry, "loc" | "lastmod">): SitemapEntry => ({
  loc: `${baseUrl}${path}`,
  ...(lastmod ? { lastmod } : {}),
  ...rest,
});

/** One entry per language for an English page, each naming all the page's languages and English as x-default. */
function inEveryLocale(baseUrl: string, english: SitemapEntry): SitemapEntry[] {
  const path = english.loc.slice(baseUrl.length);
  const alternates = Object.entries(languageAlternates(path)).map(([hreflang, href]) => ({ hreflang, href: `${baseUrl}${href}` }));
  return locales.map((locale) => ({ ...english, loc: `${baseUrl}${localizePath(path, locale)}`, alternates }));
}

/**
 * Compliance pages (and the grid's later pages), services, blog list and posts, job board, jobs and their application
 * forms; duplicates (same loc) are dropped.
 */
export function dynamicSitemapEntries(baseUrl: string, data: SitemapData): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [
    entry(baseUrl, "/blogs", newest(data.posts.map((p) => p.isoDate)), { changefreq: "weekly", priority: 0.8 }),
    ...data.posts.map((p) =>
      entry(baseUrl, `/blogs/${encodeURIComponent(p.slug)}`, isoOrUndefined(p.isoDate), { changefreq: "monthly", priority: 0.6 }),
    ),
    entry(baseUrl, "/job-postings", newest(data.jobs.map((j) => j.postedAt)), { changefreq: "daily", priority: 0.8 }),
    ...data.jobs.map((j) =>
      entry(baseUrl, `/job-details/${encodeURIComponent(j.id)}`, isoOrUndefined(j.postedAt), { changefreq: "weekly", priority: 0.7 }),
    ),
    // Each job's application form is a public, indexable page of its own (it shows the job's facts and the form).
    ...data.jobs.map((j) =>
      entry(baseUrl, `/job-application/${encodeURIComponent(j.id)}`, isoOrUndefined(j.postedAt), { changefreq: "weekly", priority: 0.5 }),
    ),
    ...data.services.map((s) =>
      entry(baseUrl, `/solutions/services/${encodeURIComponent(s.slug)}`, isoOrUndefined(s.updatedAt), { changefreq: "monthly", priority: 0.7 }),
    ),
    // Compliance copy ships with the site: it changes only with a deployment, so no lastmod is claimed.
    ...complianceIds.map((id) => entry(baseUrl, `/compliance/${id}`, undefined, { changefreq: "monthly", priority: 0.7 })),
    // The regime grid's later pages are pages of their own (own canonical and title); page 1 is /compliance itself.
    ...Array.from({ length: totalPages(complianceIds.length) - 1 }, (_, i) =>
      entry(baseUrl, `/compliance?page=${i + 2}`, undefined, { changefreq: "monthly", priority: 0.5 }),
    ),
  ];
  return entries.filter((e) => (seen.has(e.loc) ? false : (seen.add(e.loc), true))).flatMap((e) => inEveryLocale(baseUrl, e));
}

/** A sitemaps.org urlset document. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "<url>",
      `<loc>${escapeXml(e.loc)}</loc>`,
      e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : "",
      e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : "",
      e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : "",
      ...(e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
      "</url>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
