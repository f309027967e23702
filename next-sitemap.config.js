/**
 * Build-time sitemap and robots.txt (`npm run build` runs `next-sitemap` as its postbuild step).
 * - /sitemap.xml is an index: /sitemap-0.xml (static routes found in the build) and /server-sitemap.xml
 *   (app/server-sitemap.xml: compliance pages, blog list and posts, job board and jobs, services), which is
 *   regenerated at run time so that new content is listed without a rebuild.
 * - robots.txt points to both.
 * Static routes carry no <lastmod>: their copy changes only with a deployment, and the build time is not a
 * content date. Data-driven pages get theirs from the data (lib/seo/sitemap.ts).
 */

// CommonJS on purpose: next-sitemap and the jest test load this file outside the bundler.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require("node:fs");
const path = require("node:path");
/* eslint-enable @typescript-eslint/no-require-imports */

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
const sourceDir = process.env.NEXT_DIST_DIR || ".next";

/** Pages listed by the server-side sitemap, or not pages at all (images, feeds, route handlers). */
const notStaticPage = [
  /^\/api(\/|$)/,
  /^\/og(\/|$)/,
  /\/opengraph-image(-\w+)?$/,
  /\/twitter-image(-\w+)?$/,
  /\/(icon|apple-icon)(\.\w+)?$/,
  /\.(xml|txt|png|svg|ico|json|webmanifest)$/,
  /^\/_/,
  /^\/(404|500)$/,
  // From the server-side sitemap, with dates from the data:
  /^\/compliance\/.+/,
  /^\/blogs(\/|$)/,
  /^\/job-postings$/,
  /^\/job-details(\/|$)/,
  /^\/job-application(\/|$)/,
  /^\/solutions\/services(\/|$)/,
];

/** True for a route the build-time sitemap lists. */
function isStaticPageRoute(path) {
  return !notStaticPage.some((re) => re.test(path));
}

/**
 * Every app-router page of the build, prerendered or not: next-sitemap itself only sees prerendered routes, and
 * pages that read search params (filters, paging) render on demand.
 */
function appPageRoutes(dir) {
  const file = path.join(dir, "app-path-routes-manifest.json");
  /** @type {Record<string, string>} */
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  return Object.entries(manifest)
    .filter(([entry, route]) => entry.endsWith("/page") && !route.includes("["))
    .map(([, route]) => route);
}

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  sourceDir,
  outDir: "public",
  generateRobotsTxt: true,
  generateIndexSitemap: true,
  autoLastmod: false,
  changefreq: "monthly",
  priority: 0.7,
  transform: async (cfg, path) => {
    if (!isStaticPageRoute(path)) return null;
    return {
      loc: path,
      changefreq: path === "/" ? "weekly" : cfg.changefreq,
      priority: path === "/" ? 1.0 : path.split("/").length <= 2 ? 0.8 : cfg.priority,
    };
  },
  additionalPaths: async (cfg) => {
    const fields = await Promise.all(appPageRoutes(sourceDir).map((route) => cfg.transform(cfg, route)));
    return fields.filter(Boolean);
  },
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
    // `Host:` is a retired Yandex extension that other crawlers flag as unknown.
    transformRobotsTxt: async (_cfg, robotsTxt) => robotsTxt.replace(/\n# Host\nHost: [^\n]*\n/, "\n"),
  },
};

module.exports = config;
module.exports.isStaticPageRoute = isStaticPageRoute;
module.exports.appPageRoutes = appPageRoutes;
