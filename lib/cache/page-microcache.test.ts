import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import { hashInlineScripts } from "../security/document-csp.mjs";
import { createPageMicrocache, isShareable, type PageMicrocache } from "./page-microcache.mjs";

const SHARED = "s-maxage=300, stale-while-revalidate=31535700";
const html = (n: number) => `<!doctype html><html><body>${"<p>page</p>".repeat(300)}<script>self.__next_f.push([${n}])</script></body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

/** The layering of server.mjs: compression, the microcache, the CSP, then the application (counted). */
async function start(handler: Handler, options?: Parameters<typeof createPageMicrocache>[0]) {
  const cache: PageMicrocache = createPageMicrocache(options);
  const compress = compression();
  const calls = { count: 0 };
  const server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      if (cache.handle(req, res)) return;
      hashInlineScripts(res);
      calls.count++;
      handler(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = server;
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, cache };
}

/** A page as Next sends a cached one: headers set one by one, the body in one piece. */
const cachedPage =
  (n = 1, extra: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.setHeader("Content-Security-Policy", "script-src 'self' 'unsafe-inline'");
    res.setHeader("Cache-Control", SHARED);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", `"page-${n}"`);
    res.setHeader("Content-Length", Buffer.byteLength(html(n)));
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(html(n));
  };

const withoutDate = (headers: Headers) => [...headers].filter(([name]) => name !== "date");

describe("page microcache", () => {
  it("answers a repeated request for a shareable page from memory, with the same headers and body", async () => {
    const { base, calls } = await start(cachedPage());
    const identity = { headers: { "accept-encoding": "identity" } };
    const first = await fetch(`${base}/blindspot`, identity);
    const firstBody = await first.text();
    const second = await fetch(`${base}/blindspot`, identity);
    expect(calls.count).toBe(1);
    expect(await second.text()).toBe(firstBody);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(html(1))));
  });

  it("keeps a streamed page too, and compresses a hit for a client that accepts gzip", async () => {
    const { base, calls } = await start((_req, res) => {
      res.writeHead(200, { "Cache-Control": SHARED, "Content-Type": "text/html" });
      res.write(html(2).slice(0, 100));
      res.end(html(2).slice(100));
    });
    await (await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } })).text();
    const hit = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      request(`${base}/`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).end(),
    );
    expect(calls.count).toBe(1);
    expect(hit.encoding).toBe("gzip");
    expect(gunzipSync(hit.body).toString()).toBe(html(2));
  });

  it("answers HEAD from a stored page without a body", async () => {
    const { base, calls } = await start(cachedPage());
    await (await fetch(`${base}/`)).text();
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(calls.count).toBe(1);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it.each([
    ["rendered per request", cachedPage(1, { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" })],
    ["setting a cookie", cachedPage(1, { "Set-Cookie": "session=1" })],
    ["not HTML", cachedPage(1, { "Content-Type": "application/json" })],
    [
      "not a 200",
      ((_req, res) => {
        res.statusCode = 404;
        cachedPage()(_req, res);
      }) as Handler,
    ],
  ])("never keeps a page %s", async (_name, handler) => {
    const { base, calls, cache } = await start(handler);
    await (await fetch(`${base}/x`)).text();
    await (await fetch(`${base}/x`)).text();
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it.each([["rsc", "1"], ["next-router-prefetch", "1"], ["next-action", "abc"], ["if-none-match", '"page-1"'], ["range", "bytes=0-10"]])(
    "leaves a request with %s to Next",
    async (name, value) => {
      const { base, calls } = await start(cachedPage());
      await (await fetch(`${base}/`)).text();
      await (await fetch(`${base}/`, { headers: { [name]: value } })).text();
      expect(calls.count).toBe(2);
    },
  );

  it("keys on the query as well as the path", async () => {
    const { base, calls } = await start(cachedPage());
    await (await fetch(`${base}/blogs?page=1`)).text();
    await (await fetch(`${base}/blogs?page=2`)).text();
    await (await fetch(`${base}/blogs?page=1`)).text();
    expect(calls.count).toBe(2);
  });

  it("forgets everything when a write arrives (form post, server action, revalidation)", async () => {
    const { base, calls } = await start((req, res) => (req.method === "POST" ? res.end("ok") : cachedPage()(req, res)));
    await (await fetch(`${base}/`)).text();
    await (await fetch(`${base}/api/revalidate`, { method: "POST", body: "{}" })).text();
    await (await fetch(`${base}/`)).text();
    expect(calls.count).toBe(3);
  });

  it("does not keep a page whose rendering began before a write", async () => {
    let finishPage: (() => void) | undefined;
    const { base, calls, cache } = await start((req, res) => {
      if (req.method === "POST") return void res.end("ok");
      finishPage = () => cachedPage()(req, res);
    });
    const slow = fetch(`${base}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    await (await fetch(`${base}/contact`, { method: "POST", body: "x" })).text();
    finishPage!();
    await slow;
    expect(cache.size).toBe(0);
    expect(calls.count).toBe(2);
  });

  it("asks Next again once an entry is older than its life", async () => {
    let clock = 0;
    const { base, calls } = await start(cachedPage(), { ttlMs: 1000, now: () => clock });
    await (await fetch(`${base}/`)).text();
    clock = 999;
    await (await fetch(`${base}/`)).text();
    expect(calls.count).toBe(1);
    clock = 1000;
    await (await fetch(`${base}/`)).text();
    expect(calls.count).toBe(2);
  });

  it("is off with a life of 0", async () => {
    const { base, calls } = await start(cachedPage(), { ttlMs: 0 });
    await (await fetch(`${base}/`)).text();
    await (await fetch(`${base}/`)).text();
    expect(calls.count).toBe(2);
  });

  it("lets go of expired pages as it stores new ones", async () => {
    let clock = 0;
    const { base, cache } = await start(cachedPage(), { ttlMs: 1000, now: () => clock });
    for (const path of ["/a", "/b"]) await (await fetch(base + path)).text();
    expect(cache.size).toBe(2);
    clock = 1000;
    await (await fetch(`${base}/c`)).text();
    expect(cache.size).toBe(1);
  });

  it("keeps no more bodies than maxBytes", async () => {
    const { base, calls, cache } = await start(cachedPage(), { maxBytes: Math.floor(Buffer.byteLength(html(1)) * 2.5) });
    for (const path of ["/a", "/b", "/c"]) await (await fetch(base + path)).text();
    expect(cache.size).toBe(2);
    await (await fetch(`${base}/a`)).text();
    expect(calls.count).toBe(4);
  });

  it("drops the oldest entry when full", async () => {
    const { base, calls } = await start(cachedPage(), { maxEntries: 2 });
    for (const path of ["/a", "/b", "/c", "/a"]) await (await fetch(base + path)).text();
    expect(calls.count).toBe(4);
  });
});

describe("isShareable", () => {
  it.each([
    [SHARED, true],
    ["public, max-age=60", true],
    ["s-maxage=0", false],
    ["max-age=60", false],
    ["public, s-maxage=60, private", false],
    ["private, no-cache, no-store, max-age=0, must-revalidate", false],
    ["no-cache, s-maxage=60", false],
    ["", false],
  ])("%s → %s", (header, expected) => {
    expect(isShareable(header)).toBe(expected);
  });
});
