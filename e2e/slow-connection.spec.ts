import type { Page } from "@playwright/test";
import { pdf } from "./application-helpers";
import { expect, hydrated, test } from "./fixtures";
import { fillContact, form } from "./forms-helpers";

/**
 * A slow phone. While the page is drawn but its scripts are still on their way, it works without JavaScript, and what
 * the visitor did then must still count once the scripts take over; later, an in-app navigation must show it is
 * under way.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}


test("job filters chosen before the scripts ran are applied, not dropped", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/job-postings", { waitUntil: "domcontentloaded" });
  await page.getByRole("checkbox", { name: /^Contract/ }).check();
  await page.getByLabel("Sort by").selectOption("oldest");
  release();
  await expect(page).toHaveURL(/[?&]type=Contract/);
  await expect(page).toHaveURL(/[?&]sort=oldest/);
  await expect(page.getByRole("checkbox", { name: /^Contract/ })).toBeChecked();
  // A later change adds to them.
  await page.getByRole("checkbox", { name: /^Full Time/ }).check();
  await expect(page).toHaveURL(/type=Contract/);
  await expect(page).toHaveURL(/type=Full\+Time/);
});

test("a menu opened before the scripts ran stays open when they take over", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const toggle = page.locator("header summary").filter({ hasText: "Menu" });
  await toggle.click();
  await expect(page.locator("#site-nav")).toBeVisible();
  release();
  await hydrated(page, "header details:has(> summary)");
  await expect(page.locator("#site-nav")).toBeVisible();
  // And it is the script's now: Escape closes it (once its listener is attached, in an effect after hydration).
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-nav")).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("pausing the carousel before the scripts ran keeps it paused", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: /^Show slide 2/ }).click();
  release();
  await hydrated(page, '[aria-roledescription="carousel"]');
  await expect(page.getByRole("button", { name: "Play slide rotation" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Show slide 2/ })).toHaveAttribute("aria-current", "true");
});

test("a résumé picked before the scripts ran is uploaded once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/job-application/e7-eng-014", { waitUntil: "domcontentloaded" });
  await page.locator("#field-resume").setInputFiles(pdf("early.pdf"));
  release();
  await hydrated(page, "#main form");
  await expect(page.getByTestId("resume-upload")).toContainText("early.pdf");
});

test("a double press on Send sends the contact form once", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page, "#main form");
  await fillContact(page, { "Last Name": "Twice" });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) posts.push(request.url());
  });
  // Two presses before React has rendered the first one's pending state, as a double tap on a slow phone lands.
  await form(page, "Contact Us")
    .getByRole("button", { name: "Send Query" })
    .evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
  await expect(page.getByText("Your query has been submitted successfully!").first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
});

test("a slow in-app navigation shows a progress bar until the next page is there", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "#main");
  await page.route(/[?&]_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const bar = page.getByTestId("navigation-progress");
  await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(bar).toHaveCount(0);
});
