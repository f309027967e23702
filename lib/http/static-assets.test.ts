import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { acceptedEncodings, builtHeaders, createStaticAssets } from "./static-assets.mjs";

const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
const SECURITY: [string, string][] = [
  ["Content-Security-Policy", "default-src 'self'; script-src 'self'"],
  ["X-Content-Type-Options", "nosniff"],
];

let dir: string;
let server: Server | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(dir, "chunks", "app"), { recursive: true });
  mkdirSync(path.join(dir, "media"));
  const script = path.join(dir, "chunks", "app", "page-abc.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "chunks", "plain-def.js"), SCRIPT); // built without precompressed copies
  writeFileSync(path.join(dir, "media", "inter-123.woff2"), FONT);
});
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The layering of server.mjs: the assets first, everything else to the application (counted). */
async function start() {
  const assets = createStaticAssets({ dir, headers: SECURITY });
  const calls = { count: 0 };
  server = createServer((req, res) => {
    if (assets.handle(req, res)) return;
    calls.count++;
    res.statusCode = 404;
    res.end("from next");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, calls, assets };
}

/** Raw bytes and headers, with nothing decoded on the way (fetch would undo the content coding). */
function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static assets", () => {
  it("sends the brotli copy to a browser that takes it, with the asset's headers and the security headers", async () => {
    const { port, calls, assets } = await start();
    expect(assets.size).toBe(2); // The script built without copies is not held.
    const res = await get(port, "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'; script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(calls.count).toBe(0);
  });

  it("sends gzip where brotli is not taken or refused with q=0, and ignores the query", async () => {
    const { port } = await start();
    for (const accept of ["gzip", "br;q=0, gzip;q=0.8"]) {
      const res = await get(port, "/_next/static/chunks/app/page-abc.js?dpl=1", { "accept-encoding": accept });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it("answers HEAD with the headers alone, and a matching If-None-Match with 304", async () => {
    const { port } = await start();
    const head = await get(port, "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    const etag = String(head.headers.etag);
    const revalidated = await get(port, "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "br", "if-none-match": `W/"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers["content-security-policy"]).toBeDefined();
  });

  it("gives the ETag Next's static handler gives, with the mtime rounded as Node's Date rounds it", async () => {
    const file = path.join(dir, "chunks", "app", "page-abc.js");
    utimesSync(file, 1_700_000_000, 1_700_000_000.0007); // 0.7 ms past a whole millisecond: floor and round differ
    const { port } = await start();
    const stat = statSync(file);
    const res = await get(port, "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "br" });
    // send (Next's static handler): W/"<size hex>-<mtime.getTime() hex>"
    expect(res.headers.etag).toBe(`W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`);
    expect(stat.mtime.getTime()).toBe(Math.round(stat.mtimeMs));
  });

  it("sends an already compressed file (a font) as it is, to any client", async () => {
    const { port, calls } = await start();
    const res = await get(port, "/_next/static/media/inter-123.woff2");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("font/woff2");
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.equals(FONT)).toBe(true);
    expect(calls.count).toBe(0);
  });

  it.each([
    ["a client that takes no stored coding", "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "identity" }, "GET"],
    ["a file built without compressed copies", "/_next/static/chunks/plain-def.js", { "accept-encoding": "br" }, "GET"],
    ["an unknown name", "/_next/static/chunks/nope.js", { "accept-encoding": "br" }, "GET"],
    ["a path that climbs out", "/_next/static/../static/chunks/app/page-abc.js", { "accept-encoding": "br" }, "GET"],
    ["a malformed escape", "/_next/static/chunks/%E0%A4%A.js", { "accept-encoding": "br" }, "GET"],
    ["a range request", "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "br", range: "bytes=0-10" }, "GET"],
    ["a write", "/_next/static/chunks/app/page-abc.js", { "accept-encoding": "br" }, "POST"],
    ["a path outside the prefix", "/chunks/app/page-abc.js", { "accept-encoding": "br" }, "GET"],
  ])("leaves %s to Next", async (_label, urlPath, headers, method) => {
    const { port, calls } = await start();
    const res = await get(port, urlPath, headers, method);
    expect(res.body.toString()).toBe("from next");
    expect(calls.count).toBe(1);
  });

  it("holds nothing when there is no build", () => {
    expect(createStaticAssets({ dir: path.join(dir, "missing") }).size).toBe(0);
  });
});

describe("acceptedEncodings", () => {
  it("lists the codings with a non-zero weight", () => {
    expect([...acceptedEncodings("gzip, deflate, br;q=0, zstd;q=0.5")]).toEqual(["gzip", "deflate", "zstd"]);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe("builtHeaders", () => {
  it("collects the headers of the rules that match, later rules winning, conditional rules left out", () => {
    const manifest = path.join(dir, "routes-manifest.json");
    writeFileSync(
      manifest,
      JSON.stringify({
        headers: [
          { source: "/:path*", regex: "^(?:/(.*))?$", headers: [{ key: "X-Frame-Options", value: "DENY" }, { key: "X-A", value: "1" }] },
          { source: "/_next/:p*", regex: "^/_next(?:/(.*))?$", headers: [{ key: "x-a", value: "2" }] },
          { source: "/api/:p*", regex: "^/api(?:/(.*))?$", headers: [{ key: "X-B", value: "no" }] },
          { source: "/:path*", regex: "^(?:/(.*))?$", has: [{ type: "header", key: "x-test" }], headers: [{ key: "X-C", value: "no" }] },
        ],
      }),
    );
    expect(builtHeaders(manifest, "/_next/static/asset.js")).toEqual([
      ["X-Frame-Options", "DENY"],
      ["x-a", "2"],
    ]);
    expect(builtHeaders(path.join(dir, "none.json"), "/")).toEqual([]);
  });
});
