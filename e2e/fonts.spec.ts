import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { recordLayoutShifts } from "./layout-shifts";

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
  // A page whose Inter is late keeps its fallback (display: optional), and the next page has Inter from the cache.
  // next/font adjusts Arial only; on systems without it (Linux, Android) the fallbacks of lib/i18n/font-fallbacks.ts
  // must take Inter's room, or the header's links and the hero's heading jump from one page view to the next.
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

/** The font files the page has requested: their URL, their size once arrived, and whether they have. */
function fontDownloads(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ url: entry.name, bytes: entry.decodedBodySize, arrived: entry.responseEnd > 0 })),
  );
}

/** The faces a page has loaded, and the size of each font file it downloaded, smallest first. */
async function fontsOf(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
  return { faces, files: (await fontDownloads(page)).map((file) => file.bytes).sort((a, b) => a - b) };
}

test("a Turkish page downloads Inter's five Turkish letters, not its whole Latin Extended face", async ({ page }) => {
  const { faces, files } = await fontsOf(page, "/tr");
  expect(faces).toContain("interTurkish");
  expect(faces).not.toContain("interLatinExt");
  // The footer switcher's "العربية" (2 KB), the Turkish letters (3 KB) and Inter's Latin face (48 KB); the Latin
  // Extended face is 85 KB.
  expect(files).toHaveLength(3);
  expect(files[1]).toBeLessThan(8_000);
  expect(files[2]).toBeLessThan(60_000);
});

test("an Arabic page downloads Plex Arabic's Arabic block, not the whole face", async ({ page }) => {
  const { faces, files } = await fontsOf(page, "/ar");
  expect(faces).toContain("plexArabic");
  // The Arabic letters and marks at 400 and 600 (~16 KB each) and Inter's Latin face (48 KB); the whole faces are 43–46 KB.
  expect(files).toHaveLength(3);
  expect(files.slice(0, 2).every((bytes) => bytes < 18_000)).toBe(true);
});

/**
 * The fonts the browser drew the text of each element a selector matches with (the faces actually used, not the CSS
 * stack), and how many glyphs each drew, read through the DevTools protocol; none for an element not laid out.
 */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    return await Promise.all(nodeIds.map(async (nodeId) => (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts));
  } finally {
    // The page lives on in the next test (reuseContext): the DOM and CSS agents are not left on in it.
    await cdp.detach();
  }
}

test("Arabic medium text is drawn in Plex Arabic's 600 face, body text in its 400", async ({ page }) => {
  // Only 400 and 600 ship: medium (500) text such as the navigation fell back to 400 and looked lighter than the Latin
  // words at 500 beside it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/ar/contact");
  await page.evaluate(() => document.fonts.ready);
  // The faces are `optional`: a busy machine's first view can keep the fallback; the second has them from the cache.
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  const arabicFace = async (selector: string) => (await platformFonts(page, selector))[0]?.find((font) => font.familyName.startsWith("IBM Plex Sans Arabic"))?.postScriptName;
  expect(await arabicFace("#site-nav > ul > li a")).toBe("IBMPlexSansArabic-SemiBold");
  expect(await arabicFace("form label")).toBe("IBMPlexSansArabic-SemiBold");
  expect(await arabicFace("main p.lead")).toBe("IBMPlexSansArabic-Regular");
});

/** The URL of the face the switchers' "العربية" is drawn with on English and Turkish pages, from the page's stylesheets. */
function arabicLabelFaceUrl(page: Page) {
  return page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const face = rules.find((rule) => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("font-family").includes("plexArabicLabel"));
    const src = face instanceof CSSFontFaceRule ? /url\("?([^")]+)"?\)/.exec(face.style.getPropertyValue("src"))?.[1] : undefined;
    return src ? new URL(src, location.href).href : undefined;
  });
}

test.describe("the language switchers' \"العربية\" on English and Turkish pages", () => {
  // Their font stack has no Arabic face: the label took the system's (DejaVu Sans here), not Plex Arabic as on /ar.
  for (const path of ["/", "/tr"]) {
    test(`is drawn in Plex Arabic's 600 face on ${path}, joined as on Arabic pages, from a face of 2 KB`, async ({ page }) => {
      // 1366 px: the header shows the names in a row, and the footer has its own.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/ar");
      // Plex Arabic is `optional` there: a busy machine's first view can keep the fallback; the second has it cached.
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      const wordWidth = (selector: string) =>
        page.locator(selector).evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return range.getBoundingClientRect().width;
        });
      // On /ar the label is the current language (semibold): the same 600 face, so the same joined word.
      const arabicPageWidth = await wordWidth("footer a[hreflang=ar]");

      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // The header's row and the footer's; the header's mobile menu and globe menu are not laid out at this width.
      const drawn = (await platformFonts(page, "a[hreflang=ar]")).filter((fonts) => fonts.length > 0);
      expect(drawn.map((fonts) => fonts.map((font) => `${font.postScriptName} ×${font.glyphCount}`))).toEqual([
        ["IBMPlexSansArabic-SemiBold ×7"],
        ["IBMPlexSansArabic-SemiBold ×7"],
      ]);
      expect(await wordWidth("footer a[hreflang=ar]")).toBeCloseTo(arabicPageWidth, 1);

      const labelFace = await arabicLabelFaceUrl(page);
      expect(labelFace).toBeTruthy();
      expect((await fontDownloads(page)).find((file) => file.url === labelFace)?.bytes).toBeLessThan(3_000);
    });
  }
});

test("the switchers' Arabic label keeps its width while drawn in the system's font, so the swap moves nothing", async ({ page }) => {
  // Its face is `swap`: a first view draws the label in the system's Arabic font until the face arrives (DejaVu Sans
  // here, 3 px wider; other systems' differ more), and the names after it would move when it does.
  await page.setViewportSize({ width: 1366, height: 900 });
  // The widths of the label's links laid out (the header's row and the footer's): the names after them move with them.
  // Only theirs: whether Inter made its `optional` window changes the Latin names' widths from one view to the next.
  const labelWidths = () =>
    page.locator("a[hreflang=ar]").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width).filter((width) => width > 0));
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const labelFace = await arabicLabelFaceUrl(page);
  expect(labelFace).toBeTruthy();
  const withFace = await labelWidths();
  expect(withFace).toHaveLength(2);

  await page.route((url) => url.href === labelFace, (route) => route.abort());
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  const drawn = (await platformFonts(page, "a[hreflang=ar]")).flat().map((font) => font.postScriptName);
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn).not.toContain("IBMPlexSansArabic-SemiBold");
  expect(await labelWidths()).toEqual(withFace);
});

test("Arabic and Turkish pages preload the faces their text uses besides Inter, and download only those and the switcher's Arabic label; English pages preload only Inter", async ({ context }) => {
  // Without the preload, an `optional` face found only at the first layout missed even a fast first view. The footer's
  // "العربية" on English and Turkish pages comes in its own 2 KB face, not preloaded: it is not the page's text.
  for (const [path, count, label] of [["/ar", 3, 0], ["/tr", 2, 1], ["/", 1, 1]] as const) {
    // A page of its own for each: Chrome lists the previous document's preloads among a new one's resources.
    const page = await context.newPage();
    await page.goto(path);
    const faces = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(faces, path).toHaveLength(count);
    await page.evaluate(() => document.fonts.ready);
    const labelFace = await arabicLabelFaceUrl(page);
    const downloaded = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.name.endsWith(".woff2")).map((e) => e.name),
    );
    expect(downloaded.filter((url) => url !== labelFace).sort(), path).toEqual([...faces].sort());
    expect(downloaded.filter((url) => url === labelFace), path).toHaveLength(label);
    await page.close();
  }
});

/**
 * A slow phone's first view: every font file arrives 1.5 s late, well after the first paint. Inter is `optional`, so the
 * page keeps the adjusted fallback instead of reflowing when it comes (with `swap`, home at 412 px moved its calls to
 * action from two lines to one: a layout shift of 0.10), and letters Inter's Latin face has (ı) do not pull in the
 * 85 KB Latin Extended face. At 1366 px the header's row of languages is in view: its "العربية" swaps to its face
 * when it comes, in a link that keeps the word's width, so "Türkçe" after it stays put.
 */
test.describe("a first view whose fonts arrive late", () => {
  for (const [path, width] of [["/", 412], ["/", 390], ["/tr", 412], ["/contact", 360], ["/ar", 390], ["/", 1366], ["/tr", 1366]] as const) {
    test(`nothing moves on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      const shifts = await recordLayoutShifts(page);
      let delayed = 0;
      await page.route(/\.woff2$/, async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(path);
      await expect.poll(() => delayed).toBeGreaterThan(0);
      // Every font requested has arrived, and a frame has been laid out with whatever the page then uses.
      await expect.poll(async () => (await fontDownloads(page)).filter((file) => file.arrived).length).toBe(delayed);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(300);
      const files = await fontDownloads(page);
      expect(await shifts(), `layout shifts, with what moved, and the fonts: ${JSON.stringify(files)}`).toEqual([]);
      expect(files.filter((file) => file.bytes > 60_000), "the Latin Extended face").toEqual([]);
    });
  }
});
