import { expect, hydrated, test } from "./fixtures";

/**
 * The blog and job lists follow their search field once the typing pauses. A result clicked within that pause, on a
 * connection slow enough that its page had not come yet, used to lose to the late search: the visitor stayed on the
 * list with the search applied instead of the page they had clicked (lib/use-search-delay.ts).
 */
for (const { list, search, result } of [
  { list: "/blogs", search: "#blog-search", result: "main a[href^='/blogs/']" },
  { list: "/job-postings", search: "#job-search", result: "main a[href^='/job-details/']" },
  { list: "/ar/job-postings", search: "#job-search", result: "main a[href^='/ar/job-details/']" },
]) {
  test(`${list}: a result clicked right after typing opens, on a slow connection too`, async ({ page }) => {
    await page.goto(list);
    await hydrated(page, search);
    // Every page the router fetches takes a second and a half, more than the search waits for the typing to pause.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const card = page.locator(result).first();
    const href = await card.getAttribute("href");
    await page.locator(search).fill("a");
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^$/);
    // Long enough for a search left running to have fired and been answered: the visitor stays where they went.
    await page.waitForTimeout(2_500);
    await expect(page).toHaveURL((url) => url.pathname === href && url.search === "");

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === list && !url.searchParams.has("q"));
  });
}
