import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A page goes out as brotli, gzip or as it is (server.mjs compresses it, nginx keeps one copy of each), and each of
 * those bodies has its own ETag (lib/http/coded-etag.mjs): a cache holding one is never told by a validator that it
 * holds another. Revalidating with the tag it was given still gets a 304.
 */
/**
 * Waits until Next's cache holds the page's current version (x-nextjs-cache: HIT): a page prerendered at build time
 * and older than its revalidation time is served stale and regenerated, under a new ETag. Asked with a tag that
 * matches nothing, so that the microcache in front never answers.
 */
async function settled(request: APIRequestContext, path: string): Promise<void> {
  const cache = async () => (await request.get(path, { headers: { "if-none-match": '"settle"' } })).headers()["x-nextjs-cache"];
  await expect.poll(cache, { message: `${path} fresh in Next's cache` }).toBe("HIT");
}

test("each coding of a page has its own ETag, and a revalidation with it gets 304", async ({ request }) => {
  for (const path of ["/contact", "/ar/blindspot", "/compliance/gdpr"]) {
    await settled(request, path);
    const tags: string[] = [];
    for (const [acceptEncoding, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const label = `${path} (${acceptEncoding})`;
      const sent = await request.get(path, { headers: { "accept-encoding": acceptEncoding } });
      expect([sent.status(), sent.headers()["content-encoding"]], label).toEqual([200, coding]);
      const etag = sent.headers().etag ?? "";
      expect(etag, label).toMatch(/^(W\/)?"[^"]+"$/);
      tags.push(etag);
      const again = await request.get(path, { headers: { "accept-encoding": acceptEncoding, "if-none-match": etag } });
      expect([again.status(), again.headers().etag], label).toEqual([304, etag]);
    }
    expect(new Set(tags).size, `${path}: ${tags.join(" ")}`).toBe(3);
    // A compressed body's tag is weak: brotli of the same page is not always the same bytes (first answer, stored copy).
    expect(tags.slice(0, 2).every((tag) => tag.startsWith("W/")), path).toBe(true);
    // The brotli body's tag from a client that now takes only gzip matches nothing: it gets the gzip body in full.
    const other = await request.get(path, { headers: { "accept-encoding": "gzip", "if-none-match": tags[0]! } });
    expect([other.status(), other.headers().etag], path).toEqual([200, tags[1]]);
  }
});
