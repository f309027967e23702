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

/**
 * The site's languages, English first and unprefixed, the others under their prefix. A copy of lib/i18n/locales.ts
 * (this file cannot import TypeScript); lib/seo/sitemap-config.test.ts fails when the two differ.
 */
const locales = ["en", "ar", "tr"];
const localized = (path, locale) => (locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`);

/**
 * One entry per language for an English path, each naming all its alternates and x-default (English), as search
 * engines expect of every URL in a set of translations.
 * @param {import('next-sitemap').ISitemapField} field
 */
function inEveryLocale(field) {
  const alternateRefs = [
    ...locales.map((locale) => ({ href: `${siteUrl}${localized(field.loc, locale)}`, hreflang: locale, hrefIsAbsolute: true })),
    { href: `${siteUrl}${field.loc}`, hreflang: "x-default", hrefIsAbsolute: true },
  ];
  return locales.map((locale) => ({ ...field, loc: localized(field.loc, locale), alternateRefs }));
}

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
  // The build's per-locale copies (/en/x, /ar/x, /tr/x): each English path is listed once per language below.
  new RegExp(`^/(${locales.join("|")})(/|$)`),
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
 * Every app-router page of the build, prerendered or not, as its English path: next-sitemap itself only sees
 * prerendered routes, and pages that read search params (filters, paging) render on demand. Pages live under
 * app/[locale]: a route without other parameters is listed from the route manifest, and prerendered instances of
 * parameterised routes (industry and use-case pages) from the English copies in the prerender manifest.
 */
function appPageRoutes(dir) {
  /** @type {Record<string, string>} */
  const manifest = JSON.parse(readFileSync(path.join(dir, "app-path-routes-manifest.json"), "utf8"));
  const unparameterised = Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route.replace(/^\/\[locale\](?=\/|$)/, "") || "/")
    .filter((route) => !route.includes("["));
  /** @type {{ routes: Record<string, unknown> }} */
  const prerendered = JSON.parse(readFileSync(path.join(dir, "prerender-manifest.json"), "utf8"));
  const english = Object.keys(prerendered.routes)
    .filter((route) => /^\/en(\/|$)/.test(route))
    .map((route) => route.slice("/en".length) || "/");
  return [...new Set([...unparameterised, ...english])];
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
    return fields.filter(Boolean).flatMap(inEveryLocale);
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
module.exports.locales = locales;
