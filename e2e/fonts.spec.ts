import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Where the header's items and the home page's heading sit, in CSS pixels. */
async function textRoom(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => element?.getBoundingClientRect() ?? new DOMRect();
    return {
      logoWidth: box(document.querySelector("header a[href='/'] span")).width,
      navStarts: [...document.querySelectorAll("#site-nav > ul > li")].map((item) => box(item).left),
      headingHeight: box(document.querySelector("h1")).height,
      faces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    };
  });
}

test.describe("text painted before Inter arrives", () => {
  // Text is painted with a fallback until Inter arrives (display: swap). next/font adjusts Arial only; on systems
  // without it (Linux, Android) the fallbacks of lib/i18n/font-fallbacks.ts must take Inter's room, or the header's
  // links and the hero's heading move when Inter replaces them.
  for (const width of [390, 1280]) {
    test(`takes Inter's room at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.evaluate(() => document.fonts.ready);
      const withInter = await textRoom(page);
      expect(withInter.faces).toContain("inter");

      await page.route(/\.woff2$/, (route) => route.abort());
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      const withFallback = await textRoom(page);
      expect(withFallback.faces).not.toContain("inter");
      expect(withFallback.faces.some((family) => family.startsWith("Inter Fallback")), "an adjusted fallback face is in use").toBe(true);

      expect(Math.abs(withFallback.logoWidth - withInter.logoWidth)).toBeLessThanOrEqual(4);
      expect(withFallback.headingHeight).toBe(withInter.headingHeight);
      withFallback.navStarts.forEach((start, index) => expect(Math.abs(start - (withInter.navStarts[index] ?? 0))).toBeLessThanOrEqual(12));
    });
  }
});

/** The faces a page has loaded, and the size of each font file it downloaded, smallest first. */
async function fontsOf(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => ({
    faces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    files: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.decodedBodySize)
      .sort((a, b) => a - b),
  }));
}

test("a Turkish page downloads Inter's five Turkish letters, not its whole Latin Extended face", async ({ page }) => {
  const { faces, files } = await fontsOf(page, "/tr");
  expect(faces).toContain("interTurkish");
  expect(faces).not.toContain("interLatinExt");
  // The Turkish letters (3 KB) and Inter's Latin face (48 KB); the Latin Extended face is 85 KB.
  expect(files).toHaveLength(2);
  expect(files[0]).toBeLessThan(8_000);
  expect(files[1]).toBeLessThan(60_000);
});

test("an Arabic page downloads Plex Arabic's Arabic block, not the whole face", async ({ page }) => {
  const { faces, files } = await fontsOf(page, "/ar");
  expect(faces).toContain("plexArabic");
  // The Arabic block at 400 and 600 (~20 KB each) and Inter's Latin face (48 KB); the whole faces are 43–46 KB.
  expect(files).toHaveLength(3);
  expect(files.slice(0, 2).every((bytes) => bytes < 25_000)).toBe(true);
});
