import type { APIRequestContext } from "@playwright/test";
import { complianceIds } from "../content/compliance/types";
import { routeMetadata } from "../content/route-metadata";
import { pngSize } from "../scripts/seo-check/png";
import { parseSitemap } from "../scripts/seo-check/sitemap";
import { expect, test } from "./fixtures";

/** Search-engine plumbing of the built site: sitemaps, robots.txt, sharing cards and structured data. */

const BASE = "http://localhost:3000";

async function sitemapUrls(request: APIRequestContext, path: string): Promise<{ loc: string; lastmod?: string }[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const parsed = parseSitemap(await res.text());
  if (parsed.kind !== "urlset") throw new Error(`${path} is a ${parsed.kind}, not a urlset`);
  return parsed.urls;
}

/** A list from the built-in API, bare or wrapped in { data }. */
async function apiList(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  const body = (await res.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  expect(Array.isArray(list), `${path} returns a list`).toBe(true);
  return list as Record<string, unknown>[];
}

function jsonLdTypes(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return blocks.flatMap((raw) => {
    const data = JSON.parse(raw) as unknown;
    return (Array.isArray(data) ? data : [data]).map((node) => String((node as { "@type": unknown })["@type"]));
  });
}

test.describe("sitemaps and robots.txt", () => {
  test("robots.txt allows crawling and points to both sitemaps", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${BASE}/server-sitemap.xml`);
  });

  test("the sitemap index lists the static sitemap and the server sitemap", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    const parsed = parseSitemap(await res.text());
    expect(parsed).toMatchObject({ kind: "index" });
    expect(parsed.kind === "index" && parsed.sitemaps).toEqual(expect.arrayContaining([`${BASE}/sitemap-0.xml`, `${BASE}/server-sitemap.xml`]));
  });

  test("together they list every static route exactly once, without invented dates", async ({ request }) => {
    const urls = [...(await sitemapUrls(request, "/sitemap-0.xml")), ...(await sitemapUrls(request, "/server-sitemap.xml"))];
    const locs = urls.map((u) => u.loc.replace(/\/$/, ""));
    for (const route of Object.keys(routeMetadata)) expect(locs, route).toContain(`${BASE}${route}`.replace(/\/$/, ""));
    expect(new Set(locs).size).toBe(locs.length);
    const staticDates = (await sitemapUrls(request, "/sitemap-0.xml")).filter((u) => u.lastmod);
    expect(staticDates).toEqual([]);
  });

  test("the server sitemap lists the 17 compliance pages and every post, job and service", async ({ request }) => {
    const urls = await sitemapUrls(request, "/server-sitemap.xml");
    const locs = urls.map((u) => u.loc);
    const under = (prefix: string) => locs.filter((l) => l.startsWith(`${BASE}${prefix}`));

    expect(under("/compliance/").sort()).toEqual(complianceIds.map((id) => `${BASE}/compliance/${id}`).sort());

    const posts = await apiList(request, "/api/blog-posts");
    expect(under("/blogs/").length).toBeGreaterThanOrEqual(posts.length);
    for (const post of posts.filter((p) => typeof p.slug === "string")) expect(locs).toContain(`${BASE}/blogs/${encodeURIComponent(String(post.slug))}`);

    const jobs = await apiList(request, "/api/jobs");
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(locs).toContain(`${BASE}/job-details/${encodeURIComponent(String(job.id))}`);
      expect(locs).toContain(`${BASE}/job-application/${encodeURIComponent(String(job.id))}`);
    }

    const services = await apiList(request, "/api/services");
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(locs).toContain(`${BASE}/solutions/services/${encodeURIComponent(String(service.slug))}`);

    // Posts and jobs carry their own dates; a sitemap stamped with "now" would have them all within a minute.
    const dated = urls.filter((u) => /\/(blogs|job-details)\//.test(u.loc));
    expect(dated.every((u) => u.lastmod && !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
    expect(new Set(dated.map((u) => u.lastmod)).size).toBeGreaterThan(1);
  });
});

test.describe("sharing cards", () => {
  for (const path of ["/", "/blindspot", "/compliance/gdpr"]) {
    test(`${path} has an Open Graph image that is a 1200x630 PNG`, async ({ page, request }) => {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      expect(image).toBeTruthy();
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const res = await request.get(image!.replace(/^https?:\/\/[^/]+/, ""));
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\/png/);
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    });
  }
});

test.describe("structured data", () => {
  test("partners carries a FAQPage with the questions the page shows", async ({ request }) => {
    const html = await (await request.get("/partners")).text();
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(["WebSite", "Organization", "FAQPage"]));
  });

  test("a job's application form carries a BreadcrumbList under its job", async ({ request }) => {
    const urls = await sitemapUrls(request, "/server-sitemap.xml");
    const form = urls.find((u) => u.loc.includes("/job-application/"));
    expect(form).toBeTruthy();
    const html = await (await request.get(new URL(form!.loc).pathname)).text();
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(["WebSite", "Organization", "BreadcrumbList"]));
  });

  test("on Arabic and Turkish pages the trails and the offices are in the page's language, linking its edition", async ({ request }) => {
    const nodes = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!) as unknown].flat()) as Record<string, unknown>[];
    for (const [path, locale, home] of <const>[
      ["/tr/solutions/industry/finance", "tr", "Ana Sayfa"],
      ["/ar/solutions/usecase/data-protection", "ar", "الرئيسية"],
      ["/ar/job-application/e7-eng-014", "ar", "الرئيسية"],
    ]) {
      const data = nodes(await (await request.get(path)).text());
      const trail = data.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement as { name: string; item: string }[];
      expect(trail[0]!.name, path).toBe(home);
      for (const crumb of trail) expect(crumb.item, path).toMatch(new RegExp(`^${BASE}/${locale}(/|$)`));
      const offices = data.find((n) => n["@type"] === "Organization")?.address as { name: string }[];
      expect(offices.map((o) => o.name), path).not.toContain("Egypt office");
    }
  });

  test("careers carries a FAQPage", async ({ request }) => {
    const html = await (await request.get("/careers")).text();
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(["WebSite", "Organization", "FAQPage"]));
  });

  test("a blog post carries a BlogPosting and a job a JobPosting, both parseable", async ({ request }) => {
    const urls = await sitemapUrls(request, "/server-sitemap.xml");
    const post = urls.find((u) => u.loc.includes("/blogs/"));
    const job = urls.find((u) => u.loc.includes("/job-details/"));
    expect(post && job).toBeTruthy();
    const postHtml = await (await request.get(new URL(post!.loc).pathname)).text();
    expect(jsonLdTypes(postHtml)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    const jobHtml = await (await request.get(new URL(job!.loc).pathname)).text();
    expect(jsonLdTypes(jobHtml)).toEqual(expect.arrayContaining(["JobPosting"]));
  });

  test("structured data cannot break out of its script element", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(m[1]).not.toMatch(/[<>]/);
  });
});

test.describe("missing records", () => {
  test("a 404 names what is missing in its HTML title, in the page's language, and stays out of search results", async ({ request }) => {
    const cases: [string, string][] = [
      ["/blogs/no-such-post", "Blog post not found | E7 Blog"],
      ["/ar/blogs/no-such-post", "لم يُعثر على المقال | مدونة E7"],
      ["/tr/solutions/services/no-such-service", "Hizmet Bulunamadı | E7"],
      ["/job-details/no-such-job", "Job not found | E7"],
      ["/ar/job-application/no-such-job", "الوظيفة غير موجودة | E7"],
    ];
    for (const [path, title] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // What a crawler or a browser without JavaScript reads: the title is in the HTML, not set later by a script.
      const html = await response.text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toBe(title);
      // Robots tags are Next's own noindex only: ours said "noindex, follow" beside it. (When NotFoundInHtml's throw and
      // the head's resolution interleave, as on a loaded machine, Next can write its tag twice; the same directive.)
      expect(new Set(html.match(/<meta name="robots" content="[^"]*"/g)), path).toEqual(new Set(['<meta name="robots" content="noindex"']));
      // A page kept out of the index names no canonical URL or language versions (the layout's would name home).
      expect(html, path).not.toMatch(/<link rel="(canonical|alternate)"/);
    }
  });

  test("without JavaScript a 404 still shows what is missing, inside the site's header and footer, in its language", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cases: [string, string, string][] = [
      ["/blogs/no-such-post", "Blog post not found", "ltr"],
      ["/ar/job-details/no-such-job", "لم يُعثر على الوظيفة", "rtl"],
      ["/tr/solutions/services/no-such-service", "Hizmet Bulunamadı", "ltr"],
      ["/ar/job-application/no-such-job", "لم يُعثر على الوظيفة", "rtl"],
    ];
    for (const [path, heading, dir] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html"), path).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toBeVisible();
    }
    await context.close();
  });
});

test.describe("unknown addresses", () => {
  test("a page address with a file extension goes home like any unknown page; a missing file stays a 404", async ({ request }) => {
    for (const [path, home] of <const>[
      ["/index.html", "/"],
      ["/wp-login.php", "/"],
      ["/ar/contact.html", "/ar"],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], path).toEqual([308, home]);
    }
    expect((await request.get("/no-such-image.png", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("/en/… and a capitalised locale lead to the page's one URL for good (308), and a redirect names one Location", async ({ request }) => {
    for (const [path, target] of <const>[
      ["/en/contact", "/contact"],
      ["/AR/contact", "/ar/contact"],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], path).toEqual([308, target]);
    }
    // A compliance id seen for the first time: Next's first render of a redirect sent Location twice.
    const first = await request.get(`/tr/compliance/never-seen-${Date.now()}`, { maxRedirects: 0 });
    expect(first.headersArray().filter((h) => h.name.toLowerCase() === "location")).toEqual([{ name: "location", value: "/tr/compliance" }]);
  });

  test("an unknown compliance id goes to the grid in its language for good (308), like any unknown address, and a redirect carries no page", async ({ request }) => {
    const id = `nope-${Date.now()}`;
    const cases: [string, string][] = [
      [`/compliance/${id}`, "/compliance"],
      [`/ar/compliance/${id}`, "/ar/compliance"],
      [`/tr/compliance/${id}`, "/tr/compliance"],
      [`/no-such-page-${id}`, "/"],
      ["/en/contact", "/contact"],
    ];
    for (const [path, target] of cases) {
      // The first answer is rendered, the later ones come from Next's cache (which replayed the rendered document).
      for (const acceptEncoding of ["gzip, deflate, br", "gzip", "identity"]) {
        const response = await request.get(path, { maxRedirects: 0, headers: { "accept-encoding": acceptEncoding } });
        const label = `${path} (${acceptEncoding})`;
        expect([response.status(), response.headers().location], label).toEqual([308, target]);
        expect(response.headers()["content-length"], label).toBe("0");
        expect((await response.body()).length, label).toBe(0);
      }
      const head = await request.head(path, { maxRedirects: 0 });
      expect([head.status(), head.headers()["content-length"]], `HEAD ${path}`).toEqual([308, "0"]);
    }
  });
});
