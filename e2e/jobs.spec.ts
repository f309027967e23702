import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./page-problems";

/** Jobs as the built-in API serves them (spec section 3 shapes), so the tests follow the seed content. */
type RawJob = {
  id: string | number;
  displayJobId?: string;
  title: string;
  department?: string;
  jobCategory?: string;
  employmentType?: string;
  type?: string;
  experienceLevel?: string;
  city?: string;
  state?: string;
  location?: string;
  country?: string;
  isRemoteFlexible?: boolean;
  createdAt: string;
  minimumPay?: number;
  maximumPay?: number;
  salaryPeriod?: string;
};

async function apiJobs(request: APIRequestContext): Promise<RawJob[]> {
  const body = (await (await request.get("/api/jobs")).json()) as RawJob[] | { data: RawJob[] };
  return Array.isArray(body) ? body : body.data;
}

const jobNumber = (j: RawJob) => j.displayJobId || String(j.id);
const locationOf = (j: RawJob) => (j.isRemoteFlexible ? "Remote" : j.city && j.state ? `${j.city}, ${j.state}` : j.location || j.country || "");
const typeOf = (j: RawJob) => j.employmentType || j.type || "Full Time";
const cards = (page: Page) => page.locator("main article");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A filter checkbox by its option label (its name also carries the number of jobs, e.g. "Engineering 3 jobs"). */
const option = (group: Locator, label: string) => group.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(label)}( \\d+ jobs?)?$`) });
const resultCount = (page: Page) => page.getByText(/^Showing \d+ of \d+ results/);

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.60.0.1" } });

test.describe("job postings", () => {
  test("lists every job, server-rendered, with the fields of each card", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    const html = await (await request.get("/job-postings")).text();
    for (const job of jobs) expect(html).toContain(job.title.replace(/&/g, "&amp;"));
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/);

    await page.goto("/job-postings");
    await expect(page.getByRole("heading", { level: 1, name: "Job Openings" })).toBeVisible();
    await expect(resultCount(page)).toHaveText(`Showing ${jobs.length} of ${jobs.length} results`);
    await expect(cards(page)).toHaveCount(jobs.length);

    const job = jobs[0]!;
    const card = cards(page).filter({ has: page.getByRole("heading", { name: job.title, exact: true }) });
    await expect(card).toContainText(jobNumber(job));
    if (job.department) await expect(card).toContainText(job.department);
    for (const label of ["Experience", "Apply by", "Job type", "Salary", "Location"]) await expect(card).toContainText(label);
    await expect(card).toContainText(locationOf(job));
    await expect(card.locator("time")).toHaveAttribute("datetime", /T/);
    await expect(card.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", `/job-application/${job.id}`);
    await expect(card.getByRole("link", { name: /^More Details/ })).toHaveAttribute("href", `/job-details/${job.id}`);
  });

  test("shows the posted time relative to the visitor's clock", async ({ page, request }) => {
    const job = (await apiJobs(request))[0]!;
    const posted = Date.parse(job.createdAt);
    await page.clock.setFixedTime(new Date(posted + 3 * 24 * 60 * 60 * 1000 + 60_000));
    await page.goto("/job-postings");
    const card = cards(page).filter({ has: page.getByRole("heading", { name: job.title, exact: true }) });
    await expect(card.locator("time")).toHaveText("3 days ago");
    await page.clock.setFixedTime(new Date(posted + 25 * 60 * 60 * 1000));
    await page.reload();
    await expect(card.locator("time")).toHaveText("Yesterday");
  });

  // In every language: Arabic's dates are the widest, and its text runs right to left.
  for (const [path, relative] of [
    ["/job-postings", /ago$/],
    ["/ar/job-postings", /^قبل/],
    ["/tr/job-postings", /önce$/],
  ] as const) {
    test(`nothing moves when the relative times replace the server's dates (no layout shift): ${path}`, async ({ page, request }) => {
      const job = (await apiJobs(request))[0]!;
      // "3 days ago" is narrower than the server's "Nov 20, 2026": a badge sized by its text would move.
      await page.clock.setFixedTime(new Date(Date.parse(job.createdAt) + 3 * 24 * 60 * 60 * 1000 + 60_000));
      await page.goto(path);
      await expect(cards(page).first().locator("time")).toHaveText(relative);
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(list.getEntries().map((e) => JSON.stringify(e.toJSON())));
            }).observe({ type: "layout-shift", buffered: true });
            // The observer is only called when there are entries: none within a second means none at all.
            setTimeout(() => resolve([]), 1000);
          }),
      );
      expect(shifts).toEqual([]);
    });
  }

  test("searches title, job id and department; the query lands in the URL", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    const job = jobs.find((j) => j.displayJobId) ?? jobs[0]!;
    await page.goto("/job-postings");
    await page.getByLabel("Search jobs").fill(jobNumber(job).toLowerCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(job.title);

    const department = job.department!;
    const byDepartment = jobs.filter((j) => [j.title, jobNumber(j), j.department ?? ""].some((f) => f.toLowerCase().includes(department.toLowerCase())));
    await page.getByLabel("Search jobs").fill(department.toUpperCase());
    await expect(resultCount(page)).toHaveText(`Showing ${byDepartment.length} of ${jobs.length} results`);
  });

  test("filters by location, category, job type and experience level, together", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    await page.goto("/job-postings");
    const panel = page.getByRole("search");
    await page.setViewportSize({ width: 1366, height: 900 });

    const location = locationOf(jobs[0]!);
    await panel.getByLabel("Location").selectOption(location);
    await expect(page).toHaveURL(new RegExp(`location=${encodeURIComponent(location).replace(/%20/g, "(%20|\\+)")}`));
    let expected = jobs.filter((j) => locationOf(j) === location);
    await expect(resultCount(page)).toHaveText(`Showing ${expected.length} of ${jobs.length} results`);
    await panel.getByLabel("Location").selectOption("");

    const category = jobs[1]!.jobCategory!;
    await option(panel.getByRole("group", { name: "Category" }), category).check();
    await expect(page).toHaveURL(/category=/);
    expected = jobs.filter((j) => j.jobCategory === category);
    await expect(resultCount(page)).toHaveText(`Showing ${expected.length} of ${jobs.length} results`);

    const type = typeOf(expected[0]!);
    await option(panel.getByRole("group", { name: "Job type" }), type).check();
    expected = expected.filter((j) => typeOf(j) === type);
    await expect(resultCount(page)).toHaveText(`Showing ${expected.length} of ${jobs.length} results`);

    const level = expected[0]!.experienceLevel ?? "Not specified";
    await option(panel.getByRole("group", { name: "Experience level" }), level).check();
    expected = expected.filter((j) => (j.experienceLevel ?? "Not specified") === level);
    await expect(resultCount(page)).toHaveText(`Showing ${expected.length} of ${jobs.length} results`);
    for (const job of expected) await expect(page.getByRole("heading", { name: job.title, exact: true })).toBeVisible();
  });

  test("filters by date posted; 'All' switches the date filter off", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    const within = (days: number) => jobs.filter((j) => Date.now() - Date.parse(j.createdAt) <= days * 86_400_000).length;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/job-postings");
    const dates = page.getByRole("group", { name: "Date posted" });
    await option(dates, "Last 7 Days").check();
    await expect(resultCount(page)).toHaveText(`Showing ${within(7)} of ${jobs.length} results`);
    await option(dates, "Last 30 Days").check();
    await expect(resultCount(page)).toHaveText(`Showing ${within(30)} of ${jobs.length} results`);
    await option(dates, "All").check();
    await expect(resultCount(page)).toHaveText(`Showing ${jobs.length} of ${jobs.length} results`);
    await expect(page).toHaveURL(/posted=7&posted=30&posted=all/);
  });

  test("sorts latest first by default, then oldest and by salary", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    const byDate = [...jobs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    await page.goto("/job-postings");
    await expect(page.getByLabel("Sort by")).toHaveValue("latest");
    await expect(cards(page).first().getByRole("heading")).toHaveText(byDate[0]!.title);
    await page.getByLabel("Sort by").selectOption("oldest");
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(byDate.at(-1)!.title);

    const perYear = { yearly: 1, monthly: 12, hourly: 2080 } as Record<string, number>;
    const pay = (j: RawJob) => ((j.maximumPay ?? j.minimumPay) === undefined ? -1 : (j.maximumPay ?? j.minimumPay)! * (perYear[j.salaryPeriod ?? "yearly"] ?? 1));
    const top = [...jobs].sort((a, b) => pay(b) - pay(a))[0]!;
    await page.getByLabel("Sort by").selectOption("salary");
    await expect(cards(page).first().getByRole("heading")).toHaveText(top.title);
  });

  test("keeps filter state in the URL: links, reloads and the back button", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    const category = jobs[0]!.jobCategory!;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/job-postings?category=${encodeURIComponent(category)}&sort=oldest`);
    const box = option(page.getByRole("group", { name: "Category" }), category);
    await expect(box).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("oldest");
    const count = jobs.filter((j) => j.jobCategory === category).length;
    await expect(resultCount(page)).toHaveText(`Showing ${count} of ${jobs.length} results`);

    await box.uncheck();
    await expect(resultCount(page)).toHaveText(`Showing ${jobs.length} of ${jobs.length} results`);
    await page.goBack();
    await expect(box).toBeChecked();
    await expect(resultCount(page)).toHaveText(`Showing ${count} of ${jobs.length} results`);
  });

  test("says when no job matches, and clears the filters", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    await page.goto("/job-postings?q=no-such-role-anywhere");
    await expect(page.getByText("No job openings match your criteria.")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear all filters" }).last().click();
    await expect(resultCount(page)).toHaveText(`Showing ${jobs.length} of ${jobs.length} results`);
    await expect(page.getByLabel("Search jobs")).toHaveValue("");
  });

  test("filters work without JavaScript (a plain GET form)", async ({ browser, request }) => {
    const jobs = await apiJobs(request);
    const category = jobs[0]!.jobCategory!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto("http://localhost:3000/job-postings");
    await option(page.getByRole("group", { name: "Category" }), category).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=/);
    const count = jobs.filter((j) => j.jobCategory === category).length;
    await expect(resultCount(page)).toHaveText(`Showing ${count} of ${jobs.length} results`);
    await context.close();
  });

  test("Arabic: an option's number of jobs is said once, in Arabic's own forms (not '2 وظيفتان')", async ({ page, request }) => {
    const jobs = await apiJobs(request);
    const arabicCount = (n: number) => (n === 1 ? "وظيفة واحدة" : n === 2 ? "وظيفتان" : n <= 10 ? `${n} وظائف` : `${n} وظيفة`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/ar/job-postings");
    const categories = page.getByRole("group", { name: "الفئة" });
    for (const category of new Set(jobs.map((j) => j.jobCategory!))) {
      const count = jobs.filter((j) => j.jobCategory === category).length;
      await expect(categories.getByRole("checkbox", { name: `${category} ${arabicCount(count)}`, exact: true }), category).toHaveCount(1);
    }
  });

  test("has no WCAG 2.2 AA violations, on a phone too", async ({ page, expectAxeClean }) => {
    await page.goto("/job-postings");
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText("Filters", { exact: true }).click();
    await expectAxeClean(page);
  });
});

test.describe("job details", () => {
  test("shows the header, the seven sections with lists, and the Job Overview", async ({ page, request }) => {
    const job = (await apiJobs(request))[0]!;
    await page.goto(`/job-details/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.locator("article header")).toContainText(`Job ID: ${jobNumber(job)}`);
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/job-postings");
    for (const title of ["Job Description", "Key Responsibilities", "Required Skills", "Required Qualifications", "Preferred Qualifications", "Experience & Education", "Compensation & Benefits"]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Key Responsibilities" }).getByRole("listitem").first()).toBeVisible();
    const overview = page.getByRole("complementary", { name: "Job Overview" });
    for (const label of ["Job Type", "Experience", "Degree", "Offered Salary", "Location"]) await expect(overview).toContainText(label);
    await expect(overview).toContainText(typeOf(job));
    await expect(overview).not.toContainText("/ Yr");
    await expect(overview.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", `/job-application/${job.id}`);
  });

  test("carries JobPosting structured data Google accepts, and its own sharing card", async ({ page, request }) => {
    const job = (await apiJobs(request))[0]!;
    await page.goto(`/job-details/${job.id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.flatMap((b) => [JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[]].flat()).find((d) => d["@type"] === "JobPosting");
    expect(posting).toBeDefined();
    expect(posting).toMatchObject({ title: job.title, datePosted: expect.any(String), directApply: true, hiringOrganization: { "@type": "Organization" } });
    expect(String(posting!.description)).toContain("<");
    expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "OTHER"]).toContain(posting!.employmentType);
    expect(posting!.jobLocation ?? posting!.jobLocationType).toBeTruthy();
    if (posting!.jobLocationType) expect(posting!.applicantLocationRequirements).toBeTruthy();
    if (posting!.baseSalary) expect((posting!.baseSalary as { value: { unitText: string } }).value.unitText).toMatch(/^(YEAR|MONTH|HOUR)$/);
    expect(posting!.identifier).toMatchObject({ "@type": "PropertyValue", value: jobNumber(job) });

    const og = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(og).toContain(`/job-details/${job.id}/opengraph-image`);
    const image = await request.get(new URL(og!).pathname + new URL(og!).search);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("an unknown job is a 404 'Job not found' with a way back", async ({ page }) => {
    const response = await page.goto("/job-details/no-such-job-9999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Job not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Job Listings" }).click();
    await expect(page).toHaveURL(/\/job-postings$/);
  });

  test("a job's id in capitals (its job number) redirects permanently to its one URL, in the same language", async ({ request }) => {
    const job = (await apiJobs(request)).find((j) => String(j.id) !== String(j.id).toUpperCase())!;
    const id = String(job.id);
    for (const [path, target] of [
      [`/job-details/${id.toUpperCase()}`, `/job-details/${id}`],
      [`/ar/job-details/${id.toUpperCase()}`, `/ar/job-details/${id}`],
      [`/tr/job-application/${id.toUpperCase()}`, `/tr/job-application/${id}`],
      [`/job-application/${id.toUpperCase()}`, `/job-application/${id}`],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers().location!, "http://localhost:3000").pathname, path).toBe(target);
    }
    // An id no job has in any case stays a 404 with its message in the HTML.
    const missing = await request.get(`/job-details/${id.toUpperCase()}-X9`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Job not found");
  });

  test("a long job title keeps its job number in the page title, in every language: the brand goes first", async ({ page, request }) => {
    const job = [...(await apiJobs(request))].sort((a, b) => b.title.length - a.title.length)[0]!;
    const titles: string[] = [];
    for (const path of [
      `/job-details/${job.id}`,
      `/ar/job-details/${job.id}`,
      `/tr/job-details/${job.id}`,
      `/job-application/${job.id}`,
      `/ar/job-application/${job.id}`,
      `/tr/job-application/${job.id}`,
    ]) {
      await page.goto(path);
      const title = await page.title();
      titles.push(title);
      expect(title, path).toContain(`(${jobNumber(job)})`);
      expect(title.length, path).toBeLessThanOrEqual(65);
      // The job's title whole, or cut at a word when even without the brand it does not fit.
      expect(title.includes(job.title) || title.includes("…"), path).toBe(true);
    }
    // The seed's longest title does not fit with the brand everywhere: the test is about fitting it.
    expect(titles.some((t) => !/\| (Careers at E7|الوظائف في E7|E7'de Kariyer)$/.test(t))).toBe(true);
  });

  test("a job page without an id says so", async ({ page }) => {
    await page.goto("/job-details");
    await expect(page.getByRole("heading", { level: 1, name: "Job ID not provided" })).toBeVisible();
    await page.goto("/job-application");
    await expect(page.getByRole("heading", { level: 1, name: "Job ID not provided" })).toBeVisible();
  });

  test("a salary range written without spaces still fits a 320 px phone", async ({ page, request }) => {
    // English writes "ر.س480,000-ر.س600,000" and "د.إ35,000-د.إ45,000" as the spec does; the first made the whole page
    // scroll sideways by 17 px.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const job of await apiJobs(request)) {
      await page.goto(`/job-details/${job.id}`);
      expect(await sidewaysOverflow(page), String(job.id)).toBeLessThanOrEqual(0);
    }
  });

  test("has no WCAG 2.2 AA violations", async ({ page, request, expectAxeClean }) => {
    const job = (await apiJobs(request))[0]!;
    await page.goto(`/job-details/${job.id}`);
    await expectAxeClean(page);
  });
});
