/**
 * Crawls a running build from its sitemap and reports what search engines and link previews would see.
 *
 *   npm run build && npm start          # in one terminal
 *   npm run check:seo [-- --base http://localhost:3000]
 *
 * Per sitemap URL: HTTP 200, one <h1>, title and description lengths, keywords, canonical = the URL, Open Graph and
 * Twitter tags, the og:image (200, image/png, 1200x630), JSON-LD (parses, required properties, expected types, FAQ
 * content shown on the page) and every internal link on the page (each distinct URL requested once, redirects
 * followed). Indexable pages reached through links must be in the sitemap. Exits 1 on any problem.
 */
import { extractPageFacts, internalLinks } from "./seo-check/html";
import { checkPageFacts, type PageSummary } from "./seo-check/page-checks";
import { pagesMissingFromSitemap } from "./seo-check/coverage";
import { pngSize } from "./seo-check/png";
import { isW3cDate, parseSitemap } from "./seo-check/sitemap";
import { mapLimit } from "./seo-check/pool";

const USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; E7 check:seo)";
const TIMEOUT_MS = 30_000;

function parseArgs(argv: string[]): { base: string; concurrency: number } {
  let base = process.env.SEO_BASE_URL || "http://localhost:3000";
  let concurrency = 4;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--base") base = argv[++i] ?? base;
    else if (arg.startsWith("--base=")) base = arg.slice("--base=".length);
    else if (arg === "--concurrency") concurrency = Number(argv[++i]) || concurrency;
  }
  return { base: base.replace(/\/+$/, ""), concurrency };
}

async function request(url: string, redirect: RequestRedirect = "manual"): Promise<Response> {
  return fetch(url, { redirect, headers: { "user-agent": USER_AGENT }, signal: AbortSignal.timeout(TIMEOUT_MS) });
}

/** Rewrites a URL onto the base origin so a mis-set NEXT_PUBLIC_SITE_URL is reported instead of crawling elsewhere. */
function onBase(url: string, base: string): string {
  const u = new URL(url);
  const b = new URL(base);
  u.protocol = b.protocol;
  u.host = b.host;
  return u.toString();
}

type Problem = { where: string; message: string };

async function readSitemaps(base: string, problems: Problem[]): Promise<string[]> {
  const urls: string[] = [];
  const seen = new Set<string>();
  const queue = [`${base}/sitemap.xml`];
  const visited = new Set<string>();
  while (queue.length) {
    const sitemapUrl = queue.shift()!;
    if (visited.has(sitemapUrl)) continue;
    visited.add(sitemapUrl);
    const res = await request(sitemapUrl);
    if (res.status !== 200) {
      problems.push({ where: sitemapUrl, message: `sitemap answered ${res.status}` });
      continue;
    }
    const parsed = parseSitemap(await res.text());
    if (parsed.kind === "invalid") {
      problems.push({ where: sitemapUrl, message: `not a sitemap: ${parsed.reason}` });
      continue;
    }
    if (parsed.kind === "index") {
      for (const loc of parsed.sitemaps) {
        if (new URL(loc).origin !== new URL(base).origin) problems.push({ where: sitemapUrl, message: `lists ${loc}, not on ${base} (NEXT_PUBLIC_SITE_URL?)` });
        queue.push(onBase(loc, base));
      }
      continue;
    }
    if (parsed.urls.length === 0) problems.push({ where: sitemapUrl, message: "lists no URLs" });
    for (const { loc, lastmod } of parsed.urls) {
      if (new URL(loc).origin !== new URL(base).origin) problems.push({ where: sitemapUrl, message: `lists ${loc}, not on ${base} (NEXT_PUBLIC_SITE_URL?)` });
      if (lastmod !== undefined && !isW3cDate(lastmod)) problems.push({ where: sitemapUrl, message: `lastmod "${lastmod}" of ${loc} is not a W3C date` });
      if (seen.has(loc)) problems.push({ where: sitemapUrl, message: `${loc} is listed twice` });
      seen.add(loc);
      urls.push(loc);
    }
  }
  return [...new Set(urls)];
}

async function checkRobots(base: string, problems: Problem[]): Promise<void> {
  const res = await request(`${base}/robots.txt`);
  if (res.status !== 200) return void problems.push({ where: "/robots.txt", message: `answered ${res.status}` });
  const sitemaps = [...(await res.text()).matchAll(/^sitemap:\s*(\S+)/gim)].map((m) => m[1]!);
  for (const expected of [`${base}/sitemap.xml`, `${base}/server-sitemap.xml`]) {
    if (!sitemaps.includes(expected)) problems.push({ where: "/robots.txt", message: `does not point to ${expected} (has ${sitemaps.join(", ") || "none"})` });
  }
}

const imageResults = new Map<string, Promise<string | null>>();

/** null when the image is a 1200x630 PNG answering 200; otherwise what is wrong. */
function checkImage(url: string): Promise<string | null> {
  let result = imageResults.get(url);
  if (!result) {
    result = (async () => {
      const res = await request(url, "follow");
      if (res.status !== 200) return `og:image ${url} answered ${res.status}`;
      const type = res.headers.get("content-type") ?? "";
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!type.startsWith("image/png")) return `og:image ${url} is ${type || "untyped"}, not image/png`;
      const size = pngSize(bytes);
      if (!size) return `og:image ${url} is not a PNG`;
      if (size.width !== 1200 || size.height !== 630) return `og:image ${url} is ${size.width}x${size.height}, not 1200x630`;
      return null;
    })().catch((error: unknown) => `og:image ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    imageResults.set(url, result);
  }
  return result;
}

/** Where an internal link ends: a problem, or the page it reached (used to find pages the sitemap leaves out). */
type LinkResult = { problem: string | null; page?: { url: string; canonical: string | null; indexable: boolean } };

const linkResults = new Map<string, Promise<LinkResult>>();

/** The link must end on a 2xx page; an unknown path that the site sends home counts as broken. */
function checkLink(url: string): Promise<LinkResult> {
  let result = linkResults.get(url);
  if (!result) {
    result = (async (): Promise<LinkResult> => {
      let current = url;
      for (let hop = 0; hop < 6; hop++) {
        const res = await request(current);
        const location = res.headers.get("location");
        if (res.status >= 300 && res.status < 400 && location) {
          await res.body?.cancel();
          const next = new URL(location, current);
          if (next.pathname === "/" && new URL(url).pathname !== "/" && next.origin === new URL(url).origin) {
            return { problem: `${url} redirects home (unknown path)` };
          }
          current = next.toString();
          continue;
        }
        if (res.status < 200 || res.status >= 300) {
          await res.body?.cancel();
          return { problem: `${url} answered ${res.status}` };
        }
        if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) {
          await res.body?.cancel();
          return { problem: null };
        }
        const facts = extractPageFacts(await res.text());
        const robots = `${facts.meta.robots ?? ""} ${res.headers.get("x-robots-tag") ?? ""}`;
        return { problem: null, page: { url: current, canonical: facts.canonical, indexable: !/noindex/i.test(robots) } };
      }
      return { problem: `${url} redirects more than 5 times` };
    })().catch((error: unknown) => ({ problem: `${url} failed: ${error instanceof Error ? error.message : String(error)}` }));
    linkResults.set(url, result);
  }
  return result;
}

/** Indexable pages reached through links that the sitemap leaves out. */
async function unlistedPages(rows: readonly Row[], sitemapUrls: readonly string[], base: string): Promise<Problem[]> {
  // Links are already on the base origin; canonicals and sitemap entries carry NEXT_PUBLIC_SITE_URL's.
  const reached = await Promise.all(
    rows.flatMap((row) =>
      row.links.map(async (link) => {
        const { page } = await checkLink(link);
        const canonical = page?.canonical ? onBase(new URL(page.canonical, page.url).toString(), base) : null;
        return { from: row.url, page: page && { ...page, canonical } };
      }),
    ),
  );
  const missing = pagesMissingFromSitemap(
    sitemapUrls.map((u) => onBase(u, base)),
    reached,
  );
  return [...missing].map(([address, pages]) => ({
    where: "sitemap",
    message: `${address} is linked (e.g. from ${new URL(pages[0]!).pathname}) and indexable, but not in the sitemap`,
  }));
}

type Row = {
  url: string;
  status: number;
  summary: PageSummary | null;
  imageOk: boolean;
  /** Distinct internal links of the page (absolute, on the base origin). */
  links: string[];
  /** Broken internal links found on this page (reported once per link, not per page). */
  brokenLinks: string[];
  problems: string[];
};

async function checkPage(url: string, base: string): Promise<Row> {
  const row: Row = { url, status: 0, summary: null, imageOk: false, links: [], brokenLinks: [], problems: [] };
  let res: Response;
  try {
    res = await request(onBase(url, base));
  } catch (error) {
    row.problems.push(`request failed: ${error instanceof Error ? error.message : String(error)}`);
    return row;
  }
  row.status = res.status;
  if (res.status !== 200) {
    row.problems.push(`answered ${res.status}${res.headers.get("location") ? ` -> ${res.headers.get("location")}` : ""}`);
    await res.body?.cancel();
    return row;
  }
  const facts = extractPageFacts(await res.text());
  const summary = checkPageFacts(facts, url);
  row.summary = summary;
  row.problems.push(...summary.problems);

  const image = facts.meta["og:image"];
  if (image) {
    const imageProblem = await checkImage(onBase(new URL(image, url).toString(), base));
    row.imageOk = imageProblem === null;
    if (imageProblem) row.problems.push(imageProblem);
  }

  row.links = internalLinks(facts.links, url).map((l) => onBase(l, base));
  row.brokenLinks = (await mapLimit(row.links, 6, checkLink)).map((r) => r.problem).filter((p): p is string => p !== null);
  return row;
}

const mark = (ok: boolean) => (ok ? "ok" : "FAIL");
const typeAbbrev: Record<string, string> = {
  WebSite: "Web",
  Organization: "Org",
  BreadcrumbList: "Crumbs",
  FAQPage: "FAQ",
  BlogPosting: "Post",
  JobPosting: "Job",
};
const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

function printTable(rows: Row[], base: string): void {
  const header = ["path", "status", "h1", "title", "desc", "canon", "og/tw", "image", "json-ld", "links", "result"];
  const widths = [46, 6, 3, 5, 5, 5, 5, 5, 26, 7, 6];
  console.log(header.map((h, i) => pad(h, widths[i]!)).join(" "));
  console.log(widths.map((w) => "-".repeat(w)).join(" "));
  for (const r of rows) {
    const s = r.summary;
    const cells = [
      r.url.startsWith(base) ? r.url.slice(base.length) || "/" : r.url,
      String(r.status || "ERR"),
      s ? String(s.h1) : "-",
      s?.titleLength != null ? String(s.titleLength) : "-",
      s?.descriptionLength != null ? String(s.descriptionLength) : "-",
      s ? mark(s.canonicalOk) : "-",
      s ? mark(s.socialOk) : "-",
      s ? mark(r.imageOk) : "-",
      s ? s.jsonLdTypes.map((t) => typeAbbrev[t] ?? t).join(",") : "-",
      s ? `${r.links.length - r.brokenLinks.length}/${r.links.length}` : "-",
      r.problems.length + r.brokenLinks.length ? `${r.problems.length + r.brokenLinks.length} ✗` : "ok",
    ];
    console.log(cells.map((c, i) => pad(c, widths[i]!)).join(" "));
  }
}

async function main(): Promise<void> {
  const { base, concurrency } = parseArgs(process.argv.slice(2));
  try {
    await request(`${base}/`);
  } catch {
    console.error(`No site answers at ${base}. Build and start it first:\n  npm run build && npm start\nthen run npm run check:seo (or pass --base URL).`);
    process.exit(1);
  }

  const siteProblems: Problem[] = [];
  await checkRobots(base, siteProblems);
  const urls = await readSitemaps(base, siteProblems);
  console.log(`check:seo: ${urls.length} URLs from ${base}/sitemap.xml\n`);

  const rows = await mapLimit(urls, concurrency, (url) => checkPage(url, base));
  printTable(rows, base);

  const pageProblems = rows.flatMap((r) => r.problems.map((message) => ({ where: r.url, message })));
  // A broken link in the header or footer would otherwise be reported once per page.
  const linkedFrom = new Map<string, string[]>();
  for (const r of rows) for (const p of r.brokenLinks) linkedFrom.set(p, [...(linkedFrom.get(p) ?? []), r.url]);
  const linkProblems = [...linkedFrom].map(([message, pages]) => ({
    where: "broken link",
    message: `${message} (on ${pages.length} page${pages.length > 1 ? "s" : ""}, e.g. ${new URL(pages[0]!).pathname})`,
  }));
  const coverageProblems = await unlistedPages(rows, urls, base);
  const all = [...siteProblems, ...pageProblems, ...linkProblems, ...coverageProblems];
  if (all.length) {
    console.log("\nProblems:");
    for (const p of all) console.log(`  ${p.where}: ${p.message}`);
  }
  const failingPages = rows.filter((r) => r.problems.length || r.brokenLinks.length).length;
  console.log(
    `\nTotal: ${rows.length} URLs, ${rows.length - failingPages} clean, ${failingPages} with problems; ${linkResults.size} distinct internal links, ${imageResults.size} Open Graph images; ${all.length} problem(s).`,
  );
  process.exit(all.length ? 1 : 0);
}

void main();
