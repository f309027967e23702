import { statSync } from "node:fs";
import { expect, test } from "./fixtures";

/** The copy precompress-static.mjs wrote for an asset URL, in the build the site under test runs. */
const storedSize = (asset: string, suffix: string) => statSync(`.next${decodeURIComponent(asset.slice("/_next".length))}${suffix}`).size;

/**
 * The build's scripts, stylesheets and font leave server.mjs as they were compressed at build time
 * (scripts/precompress-static.mjs, lib/http/static-assets.mjs): brotli for browsers, gzip for clients without it,
 * immutable, and byte for byte what Next itself serves.
 */
test("a page's scripts and stylesheet are sent precompressed and decode to the built files", async ({ request }) => {
  const html = await (await request.get("/request-demo")).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  expect(assets.length, "scripts and a stylesheet on the page").toBeGreaterThan(5);
  for (const asset of assets) {
    // Next's own answer: an identity request is left to it.
    const built = await request.get(asset, { headers: { "accept-encoding": "identity" } });
    expect(built.headers()["content-encoding"], asset).toBeUndefined();
    for (const [accept, coding, suffix] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const sent = await request.get(asset, { headers: { "accept-encoding": accept } });
      expect(sent.status(), asset).toBe(200);
      expect(sent.headers()["content-encoding"], `${asset} for ${accept}`).toBe(coding);
      // The stored copy itself, whole (compressing on the fly would stream it without a length).
      expect(Number(sent.headers()["content-length"]), asset).toBe(storedSize(asset, suffix));
      expect(sent.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(sent.headers()["content-type"], asset).toBe(built.headers()["content-type"]);
      expect(sent.headers().etag, asset).toBe(built.headers().etag);
      expect((await sent.body()).equals(await built.body()), `${asset} decodes to the built file`).toBe(true);
    }
  }
});

test("the font is sent as it is, and a revalidation gets 304", async ({ request }) => {
  const css = await (await request.get((/href="(\/_next\/static\/css\/[^"]+\.css)"/.exec(await (await request.get("/")).text()) ?? [])[1] ?? "/")).text();
  const font = /url\((\/_next\/static\/media\/[^)]+\.woff2)\)/.exec(css)?.[1];
  expect(font, "a font in the stylesheet").toBeTruthy();
  const sent = await request.get(font!);
  expect(sent.headers()["content-type"]).toBe("font/woff2");
  expect(sent.headers()["content-encoding"]).toBeUndefined();
  expect((await sent.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
  const again = await request.get(font!, { headers: { "if-none-match": sent.headers().etag ?? "" } });
  expect(again.status()).toBe(304);
});

test("the first paint waits for no stylesheet request: the page's CSS is inline", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") requested.push(request.url());
  });
  for (const path of ["/", "/ar/contact", "/tr/job-postings"]) {
    await page.goto(path);
    expect(await page.locator("link[rel=stylesheet]").count(), path).toBe(0);
    expect(await page.locator("style[data-href]").count(), path).toBeGreaterThan(0);
    // The inline styles are the site's: without them the header would not be fixed.
    await expect(page.locator("header")).toHaveCSS("position", "fixed");
  }
  expect(requested).toEqual([]);
});

test("the artwork a hero paints first comes inside the page: no request for it, drawn at its size", async ({ page }) => {
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  const heroes = [
    { path: "/", file: "/images/marketing/slide-watermarking.svg", img: '[aria-roledescription="slide"] img' },
    { path: "/careers", file: "/images/careers/hero.svg", img: "main section img" },
    { path: "/ar/blindspot", file: "/images/marketing/blindspot-hero.svg", img: "main section img" },
    { path: "/compliance/gdpr", file: "/images/compliance/gdpr.svg", img: "main section img" },
    { path: "/tr/comingsoon", file: "/images/marketing/coming-soon.svg", img: "main section img" },
  ];
  for (const hero of heroes) {
    await page.goto(hero.path);
    const art = page.locator(hero.img).first();
    await expect(art).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect(art).toHaveAttribute("alt", /\S/);
    await expect(art).toBeVisible();
    const drawn = await art.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.width]));
    expect(drawn[0], hero.path).toBeGreaterThan(0);
    expect(drawn[1], hero.path).toBeGreaterThan(200);
    expect(images, hero.path).not.toContain(hero.file);
  }
  // The carousel's other slides stay files, fetched ahead as before.
  expect(images).toContain("/images/marketing/slide-leak-prevention.svg");
});
