import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hideInternalHeaders } from "./internal-headers.mjs";

const running: Server[] = [];
afterEach(() => Promise.all(running.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

async function headersOf(handler: (res: ServerResponse) => void): Promise<IncomingMessage["headers"]> {
  const server = createServer((_req, res) => {
    hideInternalHeaders(res);
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push(server);
  return new Promise((resolve, reject) => {
    get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers));
    }).on("error", reject);
  });
}

describe("hideInternalHeaders", () => {
  it("keeps the locale rewrite's internal path from the visitor, however the header was set", async () => {
    const set = await headersOf((res) => {
      res.setHeader("x-middleware-rewrite", "/en/contact");
      res.setHeader("X-Middleware-Refresh", "1");
      res.end("page");
    });
    expect(set["x-middleware-rewrite"]).toBeUndefined();
    expect(set["x-middleware-refresh"]).toBeUndefined();
    const written = await headersOf((res) => {
      res.writeHead(200, { "x-middleware-rewrite": "/en/contact", "content-type": "text/html" });
      res.end("page");
    });
    expect(written["x-middleware-rewrite"]).toBeUndefined();
    expect(written["content-type"]).toBe("text/html");
  });

  it("keeps the x-nextjs-* headers Next's client router and operators read", async () => {
    const headers = await headersOf((res) => {
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("x-nextjs-stale-time", "300");
      res.setHeader("x-nextjs-prerender", "1");
      res.end();
    });
    expect([headers["x-nextjs-cache"], headers["x-nextjs-stale-time"], headers["x-nextjs-prerender"]]).toEqual(["HIT", "300", "1"]);
  });
});
