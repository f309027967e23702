import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export type ImageResponse = { url: string; status: number; type: string };

/** Every image response the page gets, from now on. */
export function watchImages(page: Page): ImageResponse[] {
  const seen: ImageResponse[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") seen.push({ url: response.url(), status: response.status(), type: response.headers()["content-type"] ?? "" });
  });
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "image") seen.push({ url: request.url(), status: 0, type: "" });
  });
  return seen;
}

/** Layout shifts without user input, summed from the start of the page (the CLS a visitor would get). */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    // After the next frame, so a shift the last image caused has been reported.
    page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __shift: number }).__shift)))));
}

/**
 * Holds back every image from the optimizer and the API host until the returned function is called: a test can then
 * show the page first and let the images arrive while what follows them is on screen, as on a slow network.
 */
export async function holdImages(page: Page, apiHost: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/_next/image" || url.href.startsWith(`${apiHost}/`),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** Resolves after the page has rendered a frame (so what it shows has been painted). */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Scrolls each image into view (lazy ones load then) and waits until the browser has it decoded. */
export async function loadEach(images: Locator): Promise<void> {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

/** The URL of the picture the browser chose from src and srcset. */
export function chosen(image: Locator): Promise<string> {
  return image.evaluate((el: HTMLImageElement) => el.currentSrc);
}
