import { routeMetadata } from "@/content/route-metadata";
import { locales } from "@/lib/i18n/locales";
import { dataDrivenListPaths } from "./sitemap";

// The build-time sitemap's config is plain CommonJS (next-sitemap loads it outside the bundler).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require("../../next-sitemap.config.js") as {
  isStaticPageRoute: (path: string) => boolean;
  locales: string[];
  autoLastmod: boolean;
  robotsTxtOptions: { additionalSitemaps: string[] };
  transform: (cfg: unknown, path: string) => Promise<{ loc: string; lastmod?: string } | null>;
};

describe("next-sitemap config", () => {
  it("lists the site's languages, in the same order", () => {
    expect(config.locales).toEqual([...locales]);
  });

  it("lists every static route of the route table except those the server sitemap dates from data", async () => {
    for (const route of Object.keys(routeMetadata)) {
      const listed = config.isStaticPageRoute(route);
      expect([route, listed]).toEqual([route, !(dataDrivenListPaths as readonly string[]).includes(route)]);
    }
  });

  it("leaves data-driven pages, images and route handlers to others", () => {
    for (const path of [
      "/compliance/gdpr",
      "/blogs/some-post",
      "/job-details/42",
      "/job-application/42",
      "/solutions/services/consulting",
      "/og/blindspot.png",
      "/opengraph-image",
      "/compliance/gdpr/opengraph-image",
      "/icon.svg",
      "/api/jobs",
      "/server-sitemap.xml",
      "/_not-found",
      // The build's per-locale copies: each English path is listed once per language instead.
      "/ar/contact",
      "/tr",
    ]) {
      expect([path, config.isStaticPageRoute(path)]).toEqual([path, false]);
    }
  });

  it("claims no lastmod for static routes and points robots.txt at the server sitemap", async () => {
    expect(config.autoLastmod).toBe(false);
    const field = await config.transform(config, "/blindspot");
    expect(field).toMatchObject({ loc: "/blindspot" });
    expect(field?.lastmod).toBeUndefined();
    expect(config.robotsTxtOptions.additionalSitemaps).toEqual([expect.stringMatching(/\/server-sitemap\.xml$/)]);
  });
});
