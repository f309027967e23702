import { complianceRegimes, getComplianceEntry } from "../content/compliance";
import { expect, test } from "./fixtures";

const learnLinks = (page: import("@playwright/test").Page) => page.getByRole("link", { name: /^Learn Compliance/ });
const pager = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Compliance pages" });

test.describe("compliance grid", () => {
  test("page 1 lists the first 12 regimes in order, each with its badge and Learn Compliance link", async ({ page, expectAxeClean }) => {
    await page.goto("/compliance");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance made provable");
    await expect(page.getByRole("main").getByRole("link", { name: /^(Book|Get) a Demo/ }).first()).toHaveAttribute("href", "/request-demo");
    await expect(learnLinks(page)).toHaveCount(12);
    const hrefs = await learnLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(complianceRegimes.slice(0, 12).map((r) => `/compliance/${r.id}`));
    for (const regime of complianceRegimes.slice(0, 12)) {
      const badge = page.getByRole("img", { name: `${regime.title} badge`, exact: true });
      await expect(badge).toHaveAttribute("src", `/images/compliance/${regime.id}.svg`);
      await expect(page.getByRole("heading", { name: regime.title, exact: true })).toBeVisible();
    }
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(pager(page).getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await expectAxeClean(page);
  });

  test("Next, Previous and numbered buttons change the page and bring the list into view", async ({ page }) => {
    await page.goto("/compliance");
    const heading = page.locator("#regimes");
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/compliance\?page=2#regimes$/);
    await expect(learnLinks(page)).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Learn Compliance: PCI DSS" })).toBeVisible();
    await expect(page.getByText("Showing 13–17 of 17 regimes")).toBeVisible();
    await expect(heading).toBeInViewport();
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect(heading).not.toBeInViewport();
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(learnLinks(page)).toHaveCount(12);
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();

    await pager(page).getByRole("link", { name: "Page 2" }).click();
    await expect(learnLinks(page)).toHaveCount(5);
    await pager(page).getByRole("link", { name: "Page 1" }).click();
    await expect(learnLinks(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/compliance#regimes$/);
  });

  test("paging works with JavaScript disabled", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/compliance");
    await expect(learnLinks(page)).toHaveCount(12);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(learnLinks(page)).toHaveCount(5);
    await expect(page.locator("#regimes")).toBeInViewport();
    await pager(page).getByRole("link", { name: "Page 1" }).click();
    await expect(learnLinks(page)).toHaveCount(12);
    await pager(page).getByRole("link", { name: "Page 2" }).click();
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(learnLinks(page)).toHaveCount(12);
    await context.close();
  });

  test("an out-of-range or malformed page shows page 1", async ({ page }) => {
    for (const query of ["?page=9", "?page=abc", "?page=0"]) {
      await page.goto(`/compliance${query}`);
      await expect(learnLinks(page)).toHaveCount(12);
    }
  });

  test("Learn Compliance opens the regime's page", async ({ page }) => {
    await page.goto("/compliance");
    await page.getByRole("link", { name: "Learn Compliance: NIS2" }).click();
    await expect(page).toHaveURL(/\/compliance\/nis2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("NIS2");
  });
});

test.describe("compliance detail", () => {
  test("every regime has its page with title, subtitle, logo, three features and the related list", async ({ page }) => {
    for (const { id } of complianceRegimes) {
      const entry = getComplianceEntry(id)!;
      const response = await page.goto(`/compliance/${id}`);
      expect(response?.status(), id).toBe(200);
      await expect(page.locator("h1"), id).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      await expect(page.getByText(entry.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: `${entry.title} badge`, exact: true }).first()).toBeVisible();
      for (const feature of entry.features) await expect(page.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
      const related = page.getByRole("region", { name: "Related compliances" });
      await expect(related.getByRole("link", { name: /^Learn Compliance/ })).toHaveCount(3);
      await expect(page.getByRole("main").getByRole("link", { name: "Book a Demo" }).first()).toHaveAttribute("href", "/request-demo");
    }
  });

  test("GDPR page: facts, related nycrr, ccpa and dora with images, breadcrumb data, accessibility", async ({ page, expectAxeClean }) => {
    await page.goto("/compliance/gdpr");
    await expect(page.getByRole("main")).toContainText("72 hours");
    const related = page.getByRole("region", { name: "Related compliances" });
    for (const [id, title] of [["nycrr", "NYDFS 23 NYCRR 500"], ["ccpa", "CCPA / CPRA"], ["dora", "DORA"]] as const) {
      await expect(related.getByRole("heading", { name: title, exact: true })).toBeVisible();
      await expect(related.getByRole("img", { name: `${title} badge` })).toHaveAttribute("src", `/images/compliance/${id}.svg`);
      await expect(related.getByRole("link", { name: `Learn Compliance: ${title}` })).toHaveAttribute("href", `/compliance/${id}`);
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Compliance", "GDPR"]);
    await expect(page).toHaveTitle(/GDPR/);
    await expectAxeClean(page);
  });

  test("HIPAA page cites the 60-day notice", async ({ page }) => {
    await page.goto("/compliance/hipaa");
    await expect(page.getByRole("main")).toContainText("60 calendar days");
  });

  test("unknown ids redirect to the grid", async ({ page }) => {
    for (const path of ["/compliance/sox", "/compliance/GDPR", "/compliance/%20"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/compliance$/);
      await expect(learnLinks(page)).toHaveCount(12);
    }
  });
});
