import type { APIRequestContext } from "@playwright/test";
import { expect, STAND_IN_URL, test } from "./fixtures";

const control = (request: APIRequestContext, path: string, body?: unknown) => request.post(`${STAND_IN_URL}/__control/${path}`, { data: body ?? {} });

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.72.0.1" } });

test.beforeEach(async ({ request }) => {
  await control(request, "reset");
});

test.describe("jobs from the API host", () => {
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

  test("a job's page shows its sections and a remote job's structured data", async ({ page }) => {
    await page.goto("/job-details/sj-2");
    await expect(page.getByRole("heading", { level: 1, name: "Stand-in Sales Intern" })).toBeVisible();
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .find((d) => d["@type"] === "JobPosting")!;
    expect(posting).toMatchObject({ employmentType: "INTERN", jobLocationType: "TELECOMMUTE", baseSalary: { currency: "AED", value: { unitText: "MONTH" } } });
  });

  test("when the host fails, the list says so and 'Try Again' reloads it", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/jobs" });
    await request.post("/api/revalidate", { headers: { authorization: "Bearer e2e-secret" }, data: { tag: "jobs" } });
    await page.goto("/job-postings");
    await expect(page.getByText("Failed to load job listings. Please try again later.")).toBeVisible();
    await control(request, "mode", { mode: "ok" });
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Stand-in Platform Engineer" })).toBeVisible();
  });

  test("an empty list says there are no openings", async ({ page, request }) => {
    await control(request, "data", { jobs: [] });
    await request.post("/api/revalidate", { headers: { authorization: "Bearer e2e-secret" }, data: { tag: "jobs" } });
    await page.goto("/job-postings");
    await expect(page.getByText("No job openings available at the moment.")).toBeVisible();
    await expect(page.getByText("Check back later for new opportunities!")).toBeVisible();
  });

  test("a failing job lookup shows the error with a way back", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/jobs/" });
    await page.goto("/job-details/sj-unknown-failing");
    await expect(page.getByText("Failed to load job details. Please try again later.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Job Listings" })).toHaveAttribute("href", "/job-postings");
  });
});
