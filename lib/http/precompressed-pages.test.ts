import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import { createPageMicrocache } from "../cache/page-microcache.mjs";
import { hashInlineScripts } from "../security/document-csp.mjs";
import { codeEtags } from "./coded-etag.mjs";
import { createPrecompressedPages, type PrecompressedPages } from "./precompressed-pages.mjs";

const SHARED = "s-maxage=300, stale-while-revalidate=31535700";
const html = (n: number) => `<!doctype html><html><body>${`<p>page ${n} of the site</p>`.repeat(400)}<script>self.__next_f.push([${n}])</script></body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

/** The layering of server.mjs: coded ETags, compression, these pages, the microcache (off unless asked), the CSP, then Next. */
async function start(handler: Handler, { microcacheMs = 0, maxBytes }: { microcacheMs?: number; maxBytes?: number } = {}) {
  const pages: PrecompressedPages = createPrecompressedPages({ maxBytes });
  const microcache = createPageMicrocache({ ttlMs: microcacheMs });
  const compress = compression();
  const calls = { count: 0 };
  const server = createServer((req, res) => {
    codeEtags(req, res);
    compress(req as never, res as never, () => {
      pages.handle(req, res);
      if (microcache.handle(req, res)) return;
      hashInlineScripts(res);
      calls.count++;
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = server;
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages, calls };
}

/** A page as Next sends a cached one: headers set one by one, its ETag, the body in one piece. */
const page =
  (n: () => number, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.setHeader("Content-Security-Policy", "script-src 'self' 'unsafe-inline'");
    res.setHeader("Cache-Control", SHARED);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", `"page-${n()}"`);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(html(n()));
  };

type Raw = { status: number; headers: IncomingMessage["headers"]; body: Buffer };
/** A request whose body is kept as sent (fetch would decode it). */
function get(base: string, path: string, acceptEncoding?: string, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
const decoded = (r: Raw) => (r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.body) : r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body).toString();

const BROWSER = "gzip, deflate, br, zstd";

describe("precompressed pages", () => {
  it("compresses a page once in the background, then answers its ETag with the stored, smaller body", async () => {
    const { base, pages, calls } = await start(page(() => 1));
    const first = await get(base, "/blindspot", BROWSER);
    await pages.settled();
    const second = await get(base, "/blindspot", BROWSER);
    expect(calls.count).toBe(2); // Next still answers each request (the microcache is off): only the body is swapped.
    for (const r of [first, second]) {
      expect(r.headers["content-encoding"]).toBe("br");
      expect(decoded(r)).toBe(html(1));
      expect(r.headers["vary"]).toMatch(/accept-encoding/i);
      expect(r.headers["content-security-policy"]).toMatch(/'sha256-/);
    }
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(second.headers["content-length"]).toBe(String(second.body.length));
  });

  it("names the stored body as the first compressed answer was named, one ETag per coding, Next's for none", async () => {
    const { base, pages } = await start(page(() => 1));
    const first = { br: await get(base, "/", BROWSER), gzip: await get(base, "/", "gzip") };
    await pages.settled();
    const stored = { br: await get(base, "/", BROWSER), gzip: await get(base, "/", "gzip") };
    expect(stored.br.headers["content-length"]).toBe(String(stored.br.body.length));
    expect([first.br.headers.etag, stored.br.headers.etag]).toEqual(['W/"page-1-br"', 'W/"page-1-br"']);
    expect([first.gzip.headers.etag, stored.gzip.headers.etag]).toEqual(['W/"page-1-gzip"', 'W/"page-1-gzip"']);
    expect((await get(base, "/")).headers.etag).toBe('"page-1"');
  });

  it("gives a microcache hit the ETag of the coding it goes out in", async () => {
    const { base, pages, calls } = await start(page(() => 1), { microcacheMs: 60_000 });
    await get(base, "/", BROWSER);
    await pages.settled();
    const tags = [(await get(base, "/", BROWSER)).headers.etag, (await get(base, "/", "gzip")).headers.etag, (await get(base, "/")).headers.etag];
    expect(calls.count).toBe(1);
    expect(tags).toEqual(['W/"page-1-br"', 'W/"page-1-gzip"', '"page-1"']);
  });

  it("answers a microcache hit that kept a coded ETag with the stored body of Next's", async () => {
    const streamed: Handler = (_req, res) => {
      res.setHeader("Content-Security-Policy", "script-src 'self' 'unsafe-inline'");
      res.setHeader("Cache-Control", SHARED);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", '"page-7"');
      res.write(html(7).slice(0, 100));
      res.end(html(7).slice(100));
    };
    const { base, pages } = await start(streamed, { microcacheMs: 60_000 });
    // Past the microcache (an Authorization header), so that the CSP layer knows the page and lets the next answer
    // stream: its head goes out with the coded ETag before the microcache keeps the headers.
    await new Promise<void>((resolve) => request(`${base}/`, { headers: { authorization: "x" } }, (r) => r.resume().on("end", resolve)).end());
    await get(base, "/", BROWSER);
    await pages.settled();
    const hit = await get(base, "/", "gzip");
    expect(hit.headers.etag).toBe('W/"page-7-gzip"');
    expect(hit.headers["content-length"]).toBe(String(hit.body.length));
    expect(decoded(hit)).toBe(html(7));
  });

  it("serves gzip to a client without brotli, and nothing compressed to one that asks for none", async () => {
    const { base, pages } = await start(page(() => 1));
    await get(base, "/", "gzip");
    await pages.settled();
    const gzip = await get(base, "/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(html(1));
    const plain = await get(base, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html(1));
  });

  it("never answers a new version of a page with the old one's body", async () => {
    let version = 1;
    const { base, pages } = await start(page(() => version));
    await get(base, "/", BROWSER);
    await pages.settled();
    version = 2;
    expect(decoded(await get(base, "/", BROWSER))).toBe(html(2));
  });

  it("answers microcache hits and HEAD requests with the stored body's headers", async () => {
    const { base, pages, calls } = await start(page(() => 1), { microcacheMs: 60_000 });
    await get(base, "/", BROWSER);
    await pages.settled();
    const hit = await get(base, "/", BROWSER);
    expect(calls.count).toBe(1);
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(decoded(hit)).toBe(html(1));
    const head = await get(base, "/", BROWSER, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(hit.body.length));
    expect(head.body.length).toBe(0);
  });

  it("keeps nothing for a page that is not shareable, sets a cookie or is not HTML", async () => {
    const variants: Record<string, string>[] = [{ "Cache-Control": "private, no-cache, no-store" }, { "Set-Cookie": "a=1" }, { "Content-Type": "application/json" }];
    for (const headers of variants) {
      const { base, pages } = await start(page(() => 1, headers));
      await get(base, "/", BROWSER);
      await pages.settled();
      expect(pages.size).toBe(0);
      await new Promise<void>((resolve) => running!.close(() => resolve()));
      running = undefined;
    }
  });

  it("holds no more than its byte budget, dropping the page asked for least recently", async () => {
    let version = 1;
    const { base, pages } = await start(page(() => version), { maxBytes: 400 });
    const fromStore = async () => {
      const r = await get(base, "/", BROWSER);
      return r.headers["content-length"] === String(r.body.length);
    };
    for (version = 1; version <= 3; version++) {
      await get(base, "/", BROWSER);
      await pages.settled();
    }
    expect(pages.size).toBeLessThan(6);
    version = 3;
    expect(await fromStore()).toBe(true);
    version = 1;
    expect(await fromStore()).toBe(false);
  });
});
