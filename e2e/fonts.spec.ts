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

test("a Turkish page downloads Inter's five Turkish letters, not its whole Latin Extended face", async ({ page }) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".woff2")) fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto("/tr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("nereye giderse");
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
  expect(faces).toContain("interTurkish");
  expect(faces).not.toContain("interLatinExt");
  // Inter's Latin face (48 KB) and the Turkish letters (3 KB); the Latin Extended face is 85 KB.
  expect(fonts.length).toBe(2);
  expect(Math.min(...fonts.map((font) => font.bytes))).toBeLessThan(8_000);
});
