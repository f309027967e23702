import { expect, test } from "./fixtures";

test.describe("blog list", () => {
  test("lists the built-in posts with cards, chips and Read More links", async ({ page, expectAxeClean }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByPlaceholder("Search for blogs..")).toBeVisible();
    await expect(page.getByLabel("Category").locator("option").first()).toHaveText("Choose Category");
    const cards = page.locator("article");
    await expect(cards).toHaveCount(7);
    const first = cards.first();
    await expect(first.getByRole("heading")).toHaveText("Screenshots Are the Leak Nobody Logs");
    await expect(first.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveCount(2);
    await expect(first.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", "/blogs/screenshot-leaks-remote-work");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blogs\/rss\.xml$/);
    await expectAxeClean(page);
  });

  test("category options are the distinct categories, capitalised with the first hyphen as a space", async ({ page }) => {
    await page.goto("/blogs");
    const labels = await page.getByLabel("Category").locator("option").allTextContents();
    expect(labels[0]).toBe("Choose Category");
    expect(labels).toContain("Insider risk");
    expect(labels).toContain("Compliance");
    expect(new Set(labels).size).toBe(labels.length);
  });

  test("search, category and date filters hold together and live in the URL", async ({ page }) => {
    await page.goto("/blogs");
    await page.getByPlaceholder("Search for blogs..").fill("dora");
    await expect(page).toHaveURL(/\?q=dora$/);
    await expect(page.locator("article")).toHaveCount(1);

    await page.getByLabel("Category").selectOption("insider-risk");
    await expect(page).toHaveURL(/q=dora&category=insider-risk/);
    await expect(page.getByText("No blogs found!")).toBeVisible();

    await page.goto("/blogs?category=compliance");
    await expect(page.locator("article")).toHaveCount(2);
    await page.getByLabel("Date").fill("2026-10-28");
    await expect(page).toHaveURL(/date=2026-10-28/);
    await expect(page.locator("article")).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel("Category")).toHaveValue("compliance");
    await expect(page.getByLabel("Date")).toHaveValue("2026-10-28");
    await expect(page.locator("article").getByRole("heading")).toHaveText(/DORA in Practice/);
  });

  test("the filter form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("http://localhost:3000/blogs");
    await page.getByPlaceholder("Search for blogs..").fill("watermark");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/blogs\?q=watermark/);
    await expect(page.locator("article").first()).toBeVisible();
    for (const heading of await page.locator("article h3").allTextContents()) expect(heading).not.toBe("");
    await page.getByPlaceholder("Search for blogs..").fill("no-such-thing-anywhere");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No blogs found!")).toBeVisible();
    await context.close();
  });
});

test.describe("blog post", () => {
  test("shows title, date, author, category, keywords, image and body, with structured data", async ({ page, expectAxeClean }) => {
    await page.goto("/blogs/dora-ict-third-party-risk-files");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DORA in Practice: Files You Share with ICT Providers");
    await expect(page).toHaveTitle("DORA in Practice: Files You Share with ICT Providers | E7 Blog");
    await expect(page.locator("time").first()).toHaveText("October 28, 2026");
    await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Back to Blogs/ })).toHaveAttribute("href", "/blogs");
    await expect(page.locator(".prose-content p").first()).toBeVisible();
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
      const parsed = JSON.parse(t) as { "@type": string } | { "@type": string }[];
      return (Array.isArray(parsed) ? parsed : [parsed]).map((x) => x["@type"]);
    });
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    await expectAxeClean(page);
  });

  test("a post without a slug is reached by the slug derived from its title", async ({ page }) => {
    await page.goto("/blogs");
    await page.locator("article", { hasText: "Five Signals" }).getByRole("link", { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/blogs\/five-signals-an-employee-is-leaving-with-your-data$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Five Signals");
  });

  test("an unknown post shows the not-found state with a 404", async ({ page }) => {
    const response = await page.goto("/blogs/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Blogs/ })).toHaveAttribute("href", "/blogs");
  });

  test("the RSS feed lists every post", async ({ request }) => {
    const response = await request.get("/blogs/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(7);
    expect(xml).toContain("<link>http://localhost:3000/blogs/screenshot-leaks-remote-work</link>");
  });
});
