import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import { hashInlineScripts } from "./document-csp.mjs";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

/** The same layering as server.mjs: compression outermost, then the CSP, then the application's handler. */
function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; base: string }> {
  const compress = compression();
  const server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      hashInlineScripts(res);
      handler(req, res);
    }),
  );
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'";
const page = (n: number) => `<!doctype html><html><body>${"<p>text</p>".repeat(200)}<script>self.__next_f.push([${n}])</script></body></html>`;

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

async function start(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const { server, base } = await serve(handler);
  running = server;
  return base;
}

describe("hashInlineScripts", () => {
  it("names the inline scripts of a streamed HTML page in its CSP, body untouched, compressed after", async () => {
    const html = page(1) + page(2);
    const base = await start((_req, res) => {
      res.setHeader("Content-Security-Policy", POLICY);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write(page(1));
      res.write(Buffer.from(page(2)));
      res.end();
    });
    const res = await fetch(base, { headers: { "accept-encoding": "gzip" } });
    const [one, two] = inlineScriptHashes(html);
    expect(res.headers.get("content-security-policy")).toBe(`default-src 'self'; script-src 'self' ${one} ${two}; object-src 'none'`);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(html);
  });

  it("works the same for a page sent in one piece with writeHead", async () => {
    const base = await start((_req, res) => {
      res.writeHead(200, { "Content-Security-Policy": POLICY, "Content-Type": "text/html" }).end(page(3));
    });
    const res = await fetch(base);
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' ${inlineScriptHashes(page(3))[0]};`);
    expect(await res.text()).toBe(page(3));
  });

  it("sends a page whose ETag it has seen straight through, with the hashes it found the first time", async () => {
    let served = 0;
    let headersBeforeEnd = false;
    const base = await start((_req, res) => {
      res.setHeader("Content-Security-Policy", POLICY);
      res.setHeader("Content-Type", "text/html");
      res.setHeader("ETag", '"page-6"');
      served += 1;
      res.write(page(6));
      headersBeforeEnd = res.headersSent;
      res.end();
    });
    const first = await fetch(base);
    await first.text();
    expect(headersBeforeEnd).toBe(false);
    const second = await fetch(base);
    expect(await second.text()).toBe(page(6));
    expect(headersBeforeEnd).toBe(true);
    expect(served).toBe(2);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("content-security-policy")).toContain(inlineScriptHashes(page(6))[0]);
  });

  it("sends other responses straight through, without 'unsafe-inline'", async () => {
    const body = JSON.stringify({ html: page(4) });
    const base = await start((_req, res) => {
      res.setHeader("Content-Security-Policy", POLICY);
      res.setHeader("Content-Type", "application/json");
      res.end(body);
    });
    const res = await fetch(base);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
    expect(await res.text()).toBe(body);
  });

  it("sends a 304 without a CSP, so the browser keeps the stored page's policy", async () => {
    const base = await start((_req, res) => {
      res.setHeader("Content-Security-Policy", POLICY);
      res.statusCode = 304;
      res.end();
    });
    const res = await fetch(base);
    expect(res.status).toBe(304);
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("compresses what it holds back exactly once", async () => {
    const base = await start((_req, res) => {
      res.setHeader("Content-Security-Policy", POLICY);
      res.setHeader("Content-Type", "text/html");
      res.end(page(5));
    });
    // Read raw, without fetch's transparent decoding.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(base, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    });
    expect(gunzipSync(raw).toString()).toBe(page(5));
  });
});
