import type { Route } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * A link followed with the network cut: the visitor stays on the page, told why in its language, and the page opens
 * once the connection is back, instead of the browser's own offline page in place of the site.
 */
for (const { locale, note } of [
  { locale: "", note: "You're offline. The page will open as soon as the connection is back." },
  { locale: "/ar", note: "أنت غير متصل بالإنترنت. ستُفتح الصفحة فور عودة الاتصال." },
]) {
  test(`a link followed offline opens once the connection is back${locale ? ` (${locale.slice(1)})` : ""}`, async ({ page, context }) => {
    await page.goto(`${locale}/vision`);
    await hydrated(page, "header details:has(> summary)");
    await context.setOffline(true);
    await page.getByRole("contentinfo").locator(`a[href="${locale}/contact"]`).first().click();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${locale}/vision$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(); // still the site, not the browser's page
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`${locale}/contact$`), { timeout: 20_000 });
    await expect(page.getByText(note)).toBeHidden();
  });
}

test("the language switcher followed offline keeps the page, with the note, and opens the other language once back", async ({ page, context }) => {
  await page.goto("/contact?ref=offline");
  await hydrated(page, "header details:has(> summary)");
  await context.setOffline(true);
  await page.getByRole("navigation", { name: "Language, footer" }).getByRole("link", { name: "Türkçe" }).click();
  await expect(page.getByText("You're offline. The page will open as soon as the connection is back.")).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?ref=offline$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/tr\/contact\?ref=offline$/, { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("on a phone, the menu a language was chosen from offline closes, so the note is not drawn over it", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar/contact");
  await hydrated(page, "header details:has(> summary)");
  await page.locator("header summary[aria-controls]").click(); // the phone's menu
  const turkish = page.getByRole("banner").getByRole("link", { name: "Türkçe" });
  await expect(turkish).toBeVisible();
  await context.setOffline(true);
  await turkish.click();
  await expect(page.getByText("أنت غير متصل بالإنترنت. ستُفتح الصفحة فور عودة الاتصال.")).toBeVisible();
  await expect(page.locator("header details[open]")).toHaveCount(0);
  await expect(turkish).toBeHidden();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/tr\/contact$/, { timeout: 20_000 });
});

test("on a phone, a menu link followed offline with the keyboard gives the focus to the menu's button", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar/contact");
  await hydrated(page, "header details:has(> summary)");
  const toggle = page.locator("header summary[aria-controls]");
  await toggle.click();
  const link = page.locator('#site-nav a[href="/ar/blindspot"]').first();
  await link.focus();
  await context.setOffline(true);
  await page.keyboard.press("Enter");
  await expect(page.getByText("أنت غير متصل بالإنترنت. ستُفتح الصفحة فور عودة الاتصال.")).toBeVisible();
  await expect(page.locator("#site-nav")).toBeHidden();
  await expect(toggle).toBeFocused();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/ar\/blindspot$/, { timeout: 20_000 });
});

test("a browser that says it is offline while the site answers opens links at once, without the note", async ({ page }) => {
  // A browser with no network but loopback says offline to a site on the same machine, and a phone's `onLine` can lag.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false }));
  await page.goto("/vision");
  await hydrated(page, "header details:has(> summary)");
  await page.evaluate(() => {
    const seen = () => document.body.innerText.includes("You're offline.");
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.offlineNoteSeen = "yes";
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-offline-note-seen", "yes");
});

test("a blog search typed offline keeps the visitor on the list and is applied once the connection is back", async ({ page, context }) => {
  await page.goto("/vision");
  await page.getByRole("contentinfo").locator('a[href="/blogs"]').first().click();
  await expect(page).toHaveURL(/\/blogs$/);
  await hydrated(page, "#blog-search");
  await context.setOffline(true);
  await page.getByPlaceholder("Search for blogs..").fill("watermark");
  await expect(page.getByText("You're offline. The list will update as soon as the connection is back.")).toBeVisible();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByPlaceholder("Search for blogs..")).toHaveValue("watermark");
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/blogs\?q=watermark$/, { timeout: 20_000 });
});

test("a job filter chosen offline and then a link followed: only the link's page opens once back", async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/job-postings");
  await hydrated(page, "header details:has(> summary)");
  await context.setOffline(true);
  await page.getByRole("search").getByRole("checkbox").first().check();
  await expect(page.getByText("You're offline. The list will update as soon as the connection is back.")).toBeVisible();
  await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click();
  await expect(page.getByText("You're offline. The page will open as soon as the connection is back.")).toBeVisible();
  // Once back, the filtered list answers a little after the link's page, and the link's page is slow to come: a filter
  // still waiting then pushed its list while the link's page was on its way, and the visitor was left on the list.
  const late = (ms: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  };
  await page.route((url) => url.pathname === "/job-postings" && url.search !== "", late(300));
  await page.route((url) => url.pathname === "/contact" && url.searchParams.has("_rsc"), late(1500));
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/job-postings$/);
});

test("Back while a link waits for the connection drops it: the page gone back to stays", async ({ page, context }) => {
  await page.goto("/vision");
  await page.getByRole("contentinfo").locator('a[href="/partners"]').first().click();
  await expect(page).toHaveURL(/\/partners$/);
  await hydrated(page, "header details:has(> summary)");
  await context.setOffline(true);
  await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click();
  const note = page.getByText("You're offline. The page will open as soon as the connection is back.");
  await expect(note).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/vision$/);
  await expect(note).toBeHidden();
  await context.setOffline(false);
  // Past the wait's next try (the `online` event, or its 3 s timer): a wait kept would open /contact by then.
  await page.waitForTimeout(4000);
  await expect(page).toHaveURL(/\/vision$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Contact Us");
});
