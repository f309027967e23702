import { normalizeUrl } from "./json-ld";

/** A page the crawl reached through an internal link. */
export type ReachedPage = { url: string; canonical: string | null; indexable: boolean };

/**
 * Indexable pages reached through links whose canonical address the sitemap does not list, each with the pages that
 * link to it: every public page belongs in the sitemap (or is marked noindex). Query-string variants (filters,
 * tracking) canonicalise to their page and so need no entry of their own. URLs are compared as given: map them onto
 * one origin first.
 */
export function pagesMissingFromSitemap(
  sitemapUrls: readonly string[],
  reached: readonly { from: string; page: ReachedPage | undefined }[],
): Map<string, string[]> {
  const listed = new Set(sitemapUrls.map(normalizeUrl));
  const missing = new Map<string, string[]>();
  for (const { from, page } of reached) {
    if (!page?.indexable) continue;
    const address = normalizeUrl(new URL(page.canonical ?? page.url, page.url).toString());
    if (listed.has(address)) continue;
    const pages = missing.get(address) ?? [];
    if (!pages.includes(from)) pages.push(from);
    missing.set(address, pages);
  }
  return missing;
}
