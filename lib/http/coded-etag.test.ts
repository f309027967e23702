import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { codedEtag, codeEtags, requestedEtags } from "./coded-etag.mjs";

describe("codedEtag", () => {
  it("gives each coding its own weak tag and leaves the uncompressed body Next's strong one", () => {
    expect(codedEtag('"q3wny81hj15qrn"', "br")).toBe('W/"q3wny81hj15qrn-br"');
    expect(codedEtag('"q3wny81hj15qrn"', "gzip")).toBe('W/"q3wny81hj15qrn-gzip"');
    expect(codedEtag('"q3wny81hj15qrn"', "identity")).toBe('"q3wny81hj15qrn"');
    expect(codedEtag('"q3wny81hj15qrn"', undefined)).toBe('"q3wny81hj15qrn"');
    // A file's weak tag (Next's static handler) gets its coding too.
    expect(codedEtag('W/"1f3-18f2a"', "br")).toBe('W/"1f3-18f2a-br"');
  });

  it("starts from Next's tag when given a coded one again (a microcache replay)", () => {
    expect(codedEtag('W/"q3wny81hj15qrn-br"', "gzip")).toBe('W/"q3wny81hj15qrn-gzip"');
    expect(codedEtag('W/"q3wny81hj15qrn-br"', "")).toBe('"q3wny81hj15qrn"');
  });
});

describe("requestedEtags", () => {
  it("turns a coded tag the client still accepts into Next's, and names its coding", () => {
    expect(requestedEtags('W/"abc-br"', "gzip, deflate, br, zstd")).toEqual({ header: '"abc"', coding: "br" });
    expect(requestedEtags('W/"abc-gzip", W/"abc-br"', "gzip, br")).toEqual({ header: '"abc", "abc"', coding: "br" });
  });

  it("drops a tag of a coding the client does not accept, and keeps other tags as they are", () => {
    expect(requestedEtags('W/"abc-br"', "gzip")).toEqual({ header: "", coding: undefined });
    expect(requestedEtags('W/"abc-br"', undefined)).toEqual({ header: "", coding: undefined });
    expect(requestedEtags('"abc", W/"1f-18a"', "br")).toEqual({ header: '"abc", W/"1f-18a"', coding: undefined });
    expect(requestedEtags("*", "br")).toEqual({ header: "*", coding: undefined });
  });
});

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

const PAGE = "<!doctype html><p>the same page</p>".repeat(200);
const NEXT_ETAG = '"q3wny81hj15qrn"';

/** server.mjs's order (codeEtags, then compression) in front of a handler that answers If-None-Match as Next does. */
async function start() {
  const seen: (string | undefined)[] = [];
  const compress = compression();
  const server = createServer((req, res) => {
    codeEtags(req, res);
    compress(req as never, res as never, () => {
      seen.push(req.headers["if-none-match"]);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", NEXT_ETAG);
      const tags = String(req.headers["if-none-match"] ?? "").split(/\s*,\s*/);
      if (tags.includes(NEXT_ETAG) || tags.includes(`W/${NEXT_ETAG}`)) {
        res.statusCode = 304;
        res.end();
      } else res.end(PAGE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = server;
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingMessage["headers"] }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on("error", reject)
      .end();
  });
}

describe("codeEtags", () => {
  it("sends the brotli, gzip and plain bodies of a page under three ETags, each revalidated with a 304", async () => {
    const { base, seen } = await start();
    const tags = new Map<string, string | undefined>();
    for (const accept of ["gzip, deflate, br, zstd", "gzip", "identity"]) {
      const sent = await get(`${base}/contact`, { "accept-encoding": accept });
      expect(sent.status).toBe(200);
      tags.set(accept, sent.headers.etag);
      const again = await get(`${base}/contact`, { "accept-encoding": accept, "if-none-match": sent.headers.etag ?? "" });
      expect([accept, again.status, again.headers.etag]).toEqual([accept, 304, sent.headers.etag]);
    }
    expect([...tags.values()]).toEqual(['W/"q3wny81hj15qrn-br"', 'W/"q3wny81hj15qrn-gzip"', NEXT_ETAG]);
    // Next only ever compared its own tag.
    expect(seen.filter(Boolean)).toEqual([NEXT_ETAG, NEXT_ETAG, NEXT_ETAG]);
  });

  it("answers a tag for brotli in full to a client that now takes only gzip", async () => {
    const { base } = await start();
    const sent = await get(`${base}/contact`, { "accept-encoding": "gzip", "if-none-match": 'W/"q3wny81hj15qrn-br"' });
    expect([sent.status, sent.headers["content-encoding"], sent.headers.etag]).toEqual([200, "gzip", 'W/"q3wny81hj15qrn-gzip"']);
  });
});
