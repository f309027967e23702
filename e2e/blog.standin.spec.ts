import { expect, STAND_IN_URL, test } from "./fixtures";

async function standIn(path: string, body: unknown = {}) {
  await fetch(`${STAND_IN_URL}${path}`, { method: "POST", body: JSON.stringify(body) });
}

async function refreshBlogs(baseURL: string | undefined) {
  await fetch(`${baseURL}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-revalidate-secret": "e2e-secret" },
    body: JSON.stringify({ tags: ["blogs"] }),
  });
}

test.describe("blog against the API host", () => {
  test.beforeEach(async () => {
    await standIn("/__control/reset");
  });

  test("shows the host's posts, not the built-in ones", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.locator("article").getByRole("heading", { name: "Stand-in: Zero Trust for Files" })).toBeVisible();
    await expect(page.getByText("Screenshots Are the Leak Nobody Logs")).toHaveCount(0);
  });

  test("post HTML is sanitized on the server: no script, handler or javascript: link survives", async ({ page }) => {
    await page.goto("/blogs/stand-in-watermarks-that-deter-leaks");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stand-in: Watermarks That Deter Leaks!");
    await expect(page.getByText("Safe paragraph stays.")).toBeVisible();
    const body = await page.locator(".prose-content").innerHTML();
    expect(body).not.toMatch(/<script|onerror|javascript:/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // The post has no author on the host: the default team name stands in.
    await expect(page.locator("article header").getByText(/· By E7/)).toBeVisible();
  });

  test("when the host fails after a revalidation, the list keeps serving what it had, with no visible error", async ({ page, baseURL }) => {
    await page.goto("/blogs");
    await expect(page.locator("article")).toHaveCount(4);
    await standIn("/__control/mode", { mode: "fail", match: "/api/blog-posts" });
    await refreshBlogs(baseURL);
    // The background refresh fails: the stale list stays (local posts would be appended, and there are none).
    for (let i = 0; i < 2; i += 1) {
      const response = await page.reload();
      expect(response?.status()).toBe(200);
    }
    await expect(page.locator("article")).toHaveCount(4);
    await expect(page.getByText("Failed to load blogs. Please try again later.")).toHaveCount(0);
    await standIn("/__control/reset");
    await refreshBlogs(baseURL);
  });

  test("a post the host cannot load shows 'Failed to load blog post'", async ({ page }) => {
    await standIn("/__control/mode", { mode: "fail", match: "/api/blog-posts/slug/" });
    const response = await page.goto("/blogs/stand-in-never-cached-post");
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole("heading", { name: "Failed to load blog post" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Blogs/ })).toHaveAttribute("href", "/blogs");
  });
});
