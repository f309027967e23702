import type { APIRequestContext, Page } from "@playwright/test";
import { expect, STAND_IN_URL, test } from "./fixtures";

const control = (request: APIRequestContext, path: string, body?: unknown) => request.post(`${STAND_IN_URL}/__control/${path}`, { data: body ?? {} });
const refreshJobs = (request: APIRequestContext) =>
  request.post("/api/revalidate", { headers: { "x-revalidate-secret": "e2e-secret" }, data: { tags: ["jobs"] } });

/** Cached content is refreshed in the background (stale-while-revalidate): reload until the page shows `text`. */
async function reloadUntil(page: Page, path: string, text: string) {
  await expect
    .poll(async () => {
      await page.goto(path);
      return page.getByText(text, { exact: true }).count();
    }, { timeout: 20_000 })
    .toBeGreaterThan(0);
}

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.72.0.1" } });

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test.describe("jobs from the API host", () => {
  // First in this file on purpose: the list must not be cached yet (a cached list is served stale while the host
  // fails, which is the point of the cache). No earlier stand-in spec visits /job-postings or /careers.
  test("when the host fails, the list says so and 'Try Again' reloads it", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/jobs" });
    await page.goto("/job-postings");
    await expect(page.getByText("Failed to load job listings. Please try again later.")).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(0);
    await control(request, "mode", { mode: "ok" });
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Stand-in Platform Engineer" })).toBeVisible();
  });

  test("lists the host's jobs with its shapes mapped (type, remote, currency)", async ({ page }) => {
    await page.goto("/job-postings");
    const engineer = page.locator("main article").filter({ hasText: "Stand-in Platform Engineer" });
    await expect(engineer).toContainText("SI-001");
    await expect(engineer).toContainText("London, England");
    const intern = page.locator("main article").filter({ hasText: "Stand-in Sales Intern" });
    await expect(intern).toContainText("sj-2");
    await expect(intern).toContainText("Remote");
    await expect(intern).toContainText("Internship");
  });

  test("a remote job's page carries TELECOMMUTE structured data with a monthly salary", async ({ page }) => {
    await page.goto("/job-details/sj-2");
    await expect(page.getByRole("heading", { level: 1, name: "Stand-in Sales Intern" })).toBeVisible();
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((b) => [JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[]].flat())
      .find((d) => d["@type"] === "JobPosting")!;
    expect(posting).toMatchObject({ employmentType: "INTERN", jobLocationType: "TELECOMMUTE", baseSalary: { currency: "AED", value: { unitText: "MONTH" } } });
  });

  test("a job that cannot be loaded shows the error with a way back, not a server error", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/jobs/" });
    const response = await page.goto(`/job-details/sj-never-cached-${Date.now()}`);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1, name: "Failed to load job details. Please try again later." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Job Listings" })).toHaveAttribute("href", "/job-postings");
  });

  test("an empty list says there are no openings", async ({ page, request }) => {
    await control(request, "data", { jobs: [] });
    expect((await refreshJobs(request)).ok()).toBe(true);
    await reloadUntil(page, "/job-postings", "No job openings available at the moment.");
    await expect(page.getByText("Check back later for new opportunities!")).toBeVisible();

    // Leave the host's jobs cached again for the specs that follow.
    await control(request, "reset");
    await refreshJobs(request);
    await reloadUntil(page, "/job-postings", "Stand-in Platform Engineer");
  });
});
