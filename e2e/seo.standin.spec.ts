import type { APIRequestContext } from "@playwright/test";
import { parseSitemap } from "../scripts/seo-check/sitemap";
import { expect, STAND_IN_URL, test } from "./fixtures";

/** The server-side sitemap follows the API host's content without a rebuild. */

const control = (request: APIRequestContext, path: string, body?: unknown) => request.post(`${STAND_IN_URL}/__control/${path}`, { data: body ?? {} });
const revalidate = (request: APIRequestContext, tag: string) =>
  request.post("/api/revalidate", { headers: { authorization: "Bearer e2e-secret" }, data: { tag } });

async function serverSitemap(request: APIRequestContext): Promise<{ loc: string; lastmod?: string }[]> {
  const parsed = parseSitemap(await (await request.get("/server-sitemap.xml")).text());
  return parsed.kind === "urlset" ? parsed.urls : [];
}

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.72.0.8" } });

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test.afterAll(async ({ request }) => {
  await control(request, "reset");
  await revalidate(request, "jobs");
});

test("a job added on the API host appears in the server sitemap with its own date, after revalidation", async ({ request }) => {
  const jobs = (await (await request.get(`${STAND_IN_URL}/api/jobs`)).json()) as { data: Record<string, unknown>[] };
  const added = { ...jobs.data[0], id: "si-seo-new", displayJobId: "SI-SEO-NEW", title: "Stand-in Detection Engineer", createdAt: "2026-04-01T10:00:00.000Z" };
  await control(request, "data", { jobs: [...jobs.data, added] });
  expect((await revalidate(request, "jobs")).ok()).toBe(true);

  // "max" revalidation serves the stale copy once while it regenerates in the background.
  await expect
    .poll(async () => (await serverSitemap(request)).find((u) => u.loc.endsWith("/job-details/si-seo-new")), { timeout: 20_000 })
    .toEqual({ loc: "http://localhost:3001/job-details/si-seo-new", lastmod: "2026-04-01T10:00:00.000Z" });
});
