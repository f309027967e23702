import { expect, test } from "./fixtures";
import { recordLayoutShifts } from "./layout-shifts";

/**
 * A slow phone's parser yields part-way through a page, and Chromium paints what it has parsed. Home at 1366 px
 * painted the hero's text before the carousel beside it, whose arrival pushed the text down (a layout shift of 0.096);
 * Arabic home at 390 px moved by 0.081. The first frame now waits until `<main>` is parsed whole
 * (components/layout/paint-whole-main.tsx). Here the CPU is slowed eight times, as a low-end phone is.
 */
for (const [path, width] of [["/", 1366], ["/ar", 390], ["/tr/job-postings", 390], ["/contact", 1366]] as const) {
  test(`${path} at ${width} px on a slow CPU: the first frame has all of main, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    try {
      const shifts = await recordLayoutShifts(page);
      // The first animation frame runs just before the first paint: what the document has then is what is painted.
      await page.addInitScript(() => {
        requestAnimationFrame(() => Object.assign(window, { __firstFrameHadFooter: document.getElementById("site-footer") !== null }));
      });
      await page.goto(path);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __firstFrameHadFooter?: boolean }).__firstFrameHadFooter), "main parsed whole at the first frame").toBe(true);
      expect(await shifts()).toEqual([]);
    } finally {
      // The page lives on in the next test (reuseContext), and Playwright's reset does not undo emulation sent over CDP.
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await cdp.detach();
    }
  });
}
