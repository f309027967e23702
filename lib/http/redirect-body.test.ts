import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { hashInlineScripts } from "../security/document-csp.mjs";
import { dropRedirectBody } from "./redirect-body.mjs";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

/** server.mjs's layering around Next: compression, this, then the CSP (which lets go of a response it does not hold). */
async function start(handler: Handler) {
  const compress = compression();
  const server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      dropRedirectBody(res);
      hashInlineScripts(res);
      handler(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Raw = { status: number; headers: IncomingMessage["headers"]; body: Buffer };
function send(url: string, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What Next's cache replays for a page that called permanentRedirect(): the whole rendered document. */
const DOCUMENT = `<!doctype html><html><head><style>${"a{color:red}".repeat(8000)}</style></head><body><script>self.__next_f.push([1])</script></body></html>`;
const cachedRedirect: Handler = (_req, res) => {
  res.statusCode = 308;
  res.setHeader("Location", "/ar/compliance");
  res.setHeader("Content-Security-Policy", "script-src 'self' 'unsafe-inline'");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=31535700");
  res.setHeader("ETag", '"z3pw0m2rze2p4f"');
  res.setHeader("Content-Length", Buffer.byteLength(DOCUMENT));
  res.end(DOCUMENT);
};

describe("dropRedirectBody", () => {
  it("sends a redirect replayed with its rendered document as status and Location only, for GET and HEAD", async () => {
    const base = await start(cachedRedirect);
    for (const method of ["GET", "HEAD"]) {
      const r = await send(`${base}/ar/compliance/nope`, method);
      const { location, etag } = r.headers;
      expect({ method, status: r.status, location, length: r.headers["content-length"], coding: r.headers["content-encoding"], etag, body: r.body.length }).toEqual({
        method,
        status: 308,
        location: "/ar/compliance",
        length: "0",
        coding: undefined,
        etag: undefined,
        body: 0,
      });
      // Its caching and security headers are kept.
      expect(r.headers["cache-control"]).toBe("s-maxage=300, stale-while-revalidate=31535700");
      expect(r.headers["content-security-policy"]).not.toContain("unsafe-inline");
    }
  });

  it("drops a body streamed after an explicit writeHead as well", async () => {
    const base = await start((_req, res) => {
      res.writeHead(307, { Location: "/compliance", "Content-Type": "text/html" });
      res.write(DOCUMENT.slice(0, 1000));
      res.end(DOCUMENT.slice(1000));
    });
    const r = await send(`${base}/compliance/nope`);
    expect([r.status, r.headers.location, r.headers["content-length"], r.body.length]).toEqual([307, "/compliance", "0", 0]);
  });

  it("leaves a page, and a 3xx without a Location, as they are", async () => {
    for (const status of [200, 300]) {
      const base = await start((_req, res) => {
        res.statusCode = status;
        res.setHeader("Content-Type", "text/plain");
        res.end("x".repeat(2000));
      });
      const r = await send(`${base}/`);
      expect(r.status).toBe(status);
      expect(r.headers["content-encoding"]).toBe("br");
      expect(r.body.length).toBeGreaterThan(0);
      await new Promise<void>((resolve) => running!.close(() => resolve()));
      running = undefined;
    }
  });
});
