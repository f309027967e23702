import type { APIRequestContext } from "@playwright/test";
import { expect, STAND_IN_URL, test } from "./fixtures";

/**
 * The API host down, slower than the timeout, or answering garbage: pages that read it keep answering, quickly, with
 * their error or stale states; never a 500, never a hang. The stand-in instance (:3001) has API_TIMEOUT_MS=2000.
 * Known slugs/ids are served stale from the cache (after an on-demand revalidation, which marks them stale); fresh
 * ones have no cache entry and must show their error or not-found state.
 */

/** A page may wait for a few timed-out calls (some in sequence) but must never hang. */
const BOUND_MS = 12_000;

type Control = { mode: "ok" | "fail" | "slow" | "garbage"; delayMs?: number };
const FAULTS: [string, Control][] = [
  ["down", { mode: "fail" }],
  ["slow beyond the timeout", { mode: "ok", delayMs: 5_000 }],
  ["answering garbage", { mode: "garbage" }],
];

async function control(request: APIRequestContext, path: string, body: unknown = {}): Promise<void> {
  const res = await request.post(`${STAND_IN_URL}${path}`, { data: body });
  expect(res.ok()).toBe(true);
}

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`${STAND_IN_URL}${path}`)).json()) as T[] | { data: T[] };
  return (Array.isArray(body) ? body : body.data)[0]!;
}

test.describe("pages when the API host fails", () => {
  // Not serial: each test resets the stand-in host first, and one fault's failures must not hide the others'.
  test.afterAll(async ({ request }) => {
    await control(request, "/__control/reset");
  });

  // Every page is checked (soft assertions) so one run lists all the pages that misbehave.
  for (const [label, fault] of FAULTS) {
    test(`API host ${label}: error or stale states, status < 500, within ${BOUND_MS / 1000} s`, async ({ request }) => {
      test.setTimeout(180_000);
      await control(request, "/__control/reset");
      const post = await first<{ slug?: string }>(request, "/api/blog-posts");
      const job = await first<{ id: string | number }>(request, "/api/jobs");
      const service = await first<{ slug: string }>(request, "/api/services");

      // While the host is healthy, visit the known pages so that they have something to serve stale later.
      const known = [`/blogs/${post.slug ?? "stand-in-zero-trust-files"}`, `/job-details/${job.id}`, `/job-application/${job.id}`, `/solutions/services/${service.slug}`];
      for (const path of ["/blogs", "/job-postings", ...known]) await (await request.get(path)).body();

      // Mark cached blogs, jobs and services stale so the pages go back to the (failing) host.
      const revalidated = await request.post("/api/revalidate", {
        headers: { "x-revalidate-secret": "e2e-secret", "content-type": "application/json" },
        data: { tags: ["blogs", "jobs", "services"] },
      });
      expect(revalidated.status(), await revalidated.text()).toBeLessThan(300);

      await control(request, "/__control/mode", fault);
      const fresh = `${fault.mode}${fault.delayMs ?? ""}-${Date.now().toString(36)}`;
      const paths = ["/blogs", "/job-postings", ...known, `/blogs/never-cached-${fresh}`, `/job-details/9${Date.now() % 100000}`, `/solutions/services/never-cached-${fresh}`];
      const report: string[] = [];
      for (const path of paths) {
        const started = Date.now();
        const res = await request.get(path, { timeout: BOUND_MS + 10_000 });
        const elapsed = Date.now() - started;
        const html = await res.text();
        report.push(`${path}: ${res.status()} in ${elapsed} ms`);
        expect.soft(res.status(), `${path} (${label})`).toBeLessThan(500);
        expect.soft(elapsed, `${path} (${label}) answered within the bound`).toBeLessThan(BOUND_MS);
        // Booleans, so a failure names the page instead of printing its whole HTML.
        expect.soft(/<h1[\s>]/.test(html), `${path} (${label}) rendered a page with its heading`).toBe(true);
        expect.soft(/Application error: a (server|client)-side exception|Internal Server Error/.test(html), `${path} (${label}) not Next's crash page`).toBe(false);
      }
      console.log(`${label}:\n  ${report.join("\n  ")}`);
    });
  }

  test("after recovery the pages show the host's data again", async ({ request }) => {
    test.setTimeout(60_000);
    await control(request, "/__control/reset");
    const revalidated = await request.post("/api/revalidate", {
      headers: { "x-revalidate-secret": "e2e-secret", "content-type": "application/json" },
      data: { tags: ["blogs"] },
    });
    expect(revalidated.status()).toBeLessThan(300);
    // Stale-while-revalidate: the first request may still get the stale copy while the refresh runs.
    await expect
      .poll(async () => (await (await request.get("/blogs")).text()).includes("Stand-in: Zero Trust for Files"), { timeout: 20_000 })
      .toBe(true);
  });
});
