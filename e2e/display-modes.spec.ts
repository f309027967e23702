import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The spacing WCAG 1.4.12 says a reader may set without losing content (the usual text-spacing bookmarklet). */
const READER_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

/** The header's visible entries and its call to action, each as a box, and the header's own box. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right, top, bottom, width } = element.getBoundingClientRect();
      return { left, right, top, bottom, width };
    };
    const header = document.querySelector("header")!;
    const shown = [...header.querySelectorAll("#site-nav > ul > li, header a.btn-primary")].map(box).filter((b) => b.width > 0);
    return { header: box(header), items: shown, viewport: document.documentElement.clientWidth };
  });
}

test.describe("a reader's own text spacing (WCAG 1.4.12)", () => {
  for (const { locale, width } of [
    { locale: "", width: 1366 },
    { locale: "/tr", width: 1024 },
    { locale: "/tr", width: 1440 },
  ]) {
    test(`the header keeps every entry and the call to action on screen${locale ? ` (${locale.slice(1)})` : ""} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(locale || "/");
      const plain = await headerLayout(page);
      await page.addStyleTag({ content: READER_SPACING });
      const spaced = await headerLayout(page);
      expect(spaced.items.length).toBe(plain.items.length);
      for (const item of spaced.items) {
        expect(item.left).toBeGreaterThanOrEqual(0);
        expect(item.right).toBeLessThanOrEqual(spaced.viewport);
        // Inside the header's white bar, not hanging over the page below it.
        expect(item.bottom).toBeLessThanOrEqual(spaced.header.bottom);
      }
      // Without the reader's spacing the bar is its usual single row.
      expect(plain.header.bottom).toBeLessThanOrEqual(66);
    });
  }
});

test("the Turkish bar stays one row at 1024 px in the fallback font (a first view whose Inter came late)", async ({ page }) => {
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/tr");
  const { header } = await headerLayout(page);
  expect(header.bottom).toBeLessThanOrEqual(66);
});

test.describe("forced colours (Windows high contrast)", () => {
  test("the carousel's dots and the filled buttons keep a visible shape", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dots = page.getByRole("group", { name: "Choose a slide" }).getByRole("button");
    await expect(dots).toHaveCount(3);
    for (const dot of await dots.all()) {
      const fill = await dot.locator("span").evaluate((span) => getComputedStyle(span).backgroundColor);
      expect(fill).not.toBe(canvas);
      expect(fill).not.toBe("rgba(0, 0, 0, 0)");
    }
    const cta = page.locator("header").getByRole("link", { name: "Book a Demo" });
    await expect(cta).toHaveCSS("border-top-style", "solid");
    await expect(cta).not.toHaveCSS("border-top-width", "0px");
  });

  test("the compliance list's current page stands out from the other page links", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
    await page.goto("/compliance");
    const pages = page.getByRole("navigation", { name: "Compliance pages" });
    const fill = (name: string) => pages.getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await fill("Page 1")).not.toBe(await fill("Page 2"));
  });

  test("without forced colours a filled button has no border", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send Query" })).toHaveCSS("border-top-width", "0px");
  });
});

test.describe("printing", () => {
  for (const path of ["/job-details/e7-eng-014", "/ar/privacy"]) {
    test(`${path} prints its content in black, without the site's menus, footer or repeated header`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("body > header")).toHaveCSS("position", "static");
      await expect(page.locator("#site-nav")).toBeHidden();
      await expect(page.locator("body > footer")).toBeHidden();
      for (const cta of await page.locator("body > header a.btn-primary").all()) await expect(cta).toBeHidden();
      await expect(page.locator("h1")).toHaveCSS("color", "rgb(0, 0, 0)");
      await expect(page.locator("main")).toHaveCSS("padding-top", "0px");
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.byteLength).toBeGreaterThan(1000);
    });
  }

  test("a job ad prints without its buttons and demo band, and its lists keep their bullets", async ({ page }) => {
    await page.goto("/ar/job-details/e7-eng-014");
    await page.emulateMedia({ media: "print" });
    for (const button of await page.locator("main a.btn-primary, main a.btn-on-dark").all()) await expect(button).toBeHidden();
    await expect(page.locator('main a[href$="/job-postings"]').first()).toBeHidden(); // Back
    await expect(page.locator("#jobs-demo-cta")).toBeHidden();
    const list = page.locator("main ul[lang=en][dir=auto]").first();
    await expect(list).toHaveCSS("list-style-type", "disc");
    await expect(list.locator("li").first()).toHaveCSS("display", "list-item");
  });
});

test("a job card's facts take one column on a 320 px phone, where two cut words apart", async ({ page }) => {
  for (const { width, columns } of [
    { width: 320, columns: 1 },
    { width: 390, columns: 2 },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ar/job-postings");
    const facts = page.locator("article dl").first().locator(":scope > div");
    const lefts = new Set(await facts.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left))));
    expect(lefts.size, `${width} px`).toBe(columns);
  }
});
