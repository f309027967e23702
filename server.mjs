#!/usr/bin/env node
// The production server (`npm start`): Next's request handler behind layers that `next start` cannot give.
//   1. Each HTML document leaves with a CSP naming the sha256 of its own inline scripts (lib/security/document-csp.mjs),
//      so script-src needs no 'unsafe-inline' while pages stay static and cacheable.
//   2. Compression, done here rather than by Next (next.config.mjs sets compress: false) because the policy must be
//      computed from the HTML before it is compressed.
//   3. The build's hashed assets (/_next/static/…) are sent from memory with the brotli or gzip body written at build
//      time (lib/http/static-assets.mjs, scripts/precompress-static.mjs), not read and compressed per request.
//   4. A one-second memory of shareable pages (lib/cache/page-microcache.mjs), so that a page asked for many times a
//      second costs Next one render-from-cache per second instead of one per request. PAGE_MICROCACHE_MS sets its
//      life (default 1000; 0 turns it off).
//   5. Those pages compressed once per version, at brotli 11 and gzip 9, in the background
//      (lib/http/precompressed-pages.mjs): later requests for the same ETag get the stored body, not a new compression.
//   6. A compressed response gets an ETag of its own coding (lib/http/coded-etag.mjs), a redirect goes out without
//      the document Next rendered for it (lib/http/redirect-body.mjs), and Next's x-middleware-* headers stay inside
//      (lib/http/internal-headers.mjs).
// Usage: node server.mjs [-p PORT] [-H HOSTNAME]   (or PORT in the environment; defaults 3000, all interfaces)
import { createServer } from "node:http";
import { Duplex } from "node:stream";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { constants as zlibConstants } from "node:zlib";

process.env.NODE_ENV = "production";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: shells and containers set it to the machine's name, which would bind one interface only.
const hostname = values.hostname;

// Imported after NODE_ENV is set: React and Next pick their production builds when first loaded.
const [{ default: next }, { default: compression }, { hashInlineScripts }, { withImageSources, withScriptHashes }, { createPageMicrocache }, { builtHeaders, createStaticAssets }, { createPrecompressedPages }, { dropRepeatedHeaderValues }, { codeEtags }, { dropRedirectBody }, { hideInternalHeaders }] =
  await Promise.all([
    import("next"),
    import("compression"),
    import("./lib/security/document-csp.mjs"),
    import("./lib/security/headers.mjs"),
    import("./lib/cache/page-microcache.mjs"),
    import("./lib/http/static-assets.mjs"),
    import("./lib/http/precompressed-pages.mjs"),
    import("./lib/http/repeated-headers.mjs"),
    import("./lib/http/coded-etag.mjs"),
    import("./lib/http/redirect-body.mjs"),
    import("./lib/http/internal-headers.mjs"),
  ]);

// Written before package.json required Node 20.19; import.meta.dirname (20.11+) would now do as well.
const dir = fileURLToPath(new URL(".", import.meta.url));
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
// Brotli 5 instead of compression's 4: pages are 9 % smaller (home 37.2 → 33.9 KB, contact 33.4 → 30.4 KB) for
// ~0.8 ms more per 300 KB page, on zlib's threads; a 1 MB window holds any page whole and keeps each stream's memory
// at ~1.6 MB. Quality 11 (80-250 ms per page) is kept for the stored copies of 5.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: 20 } } });
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next");
// next.config.mjs's headers are fixed when the site is built, but the API host is this instance's (API_BASE_URL as
// it starts, read again by next.config.mjs for the image optimizer): the CSP's img-src names that host's origin.
const apiBaseUrl = process.env.API_BASE_URL;
/** @param {import("node:http").ServerResponse} res */
function ownImageSources(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return setHeader.call(this, name, name.toLowerCase() === "content-security-policy" ? withImageSources(String(value), apiBaseUrl) : value);
  };
}
// The headers next.config.mjs gives every response, as built, with 'unsafe-inline' out of script-src as
// hashInlineScripts does for every response that is not a document.
const assetHeaders = builtHeaders(path.join(distDir, "routes-manifest.json"), "/_next/static/asset.js").map(([key, value]) =>
  /** @type {[string, string]} */ ([key, key.toLowerCase() === "content-security-policy" ? withImageSources(withScriptHashes(value, []), apiBaseUrl) : value]),
);
const staticAssets = createStaticAssets({ dir: path.join(distDir, "static"), headers: assetHeaders });
const microcache = createPageMicrocache({ ttlMs: Number(process.env.PAGE_MICROCACHE_MS ?? 1000) });
const precompressedPages = createPrecompressedPages();

const noop = () => {};
/**
 * An aborted download leaves compression's zlib stream open, and it outlives the response (Next works around the
 * same leak in its own server). compression answers `res.on("drain")` with that stream, which is how to reach it.
 * @param {import("node:http").ServerResponse} res
 */
function releaseCompressionStream(res) {
  const stream = res.on("drain", noop);
  if (stream instanceof Duplex) stream.destroy();
  else res.off("drain", noop);
}

const server = createServer((req, res) => {
  if (staticAssets.handle(req, res)) return;
  res.once("close", () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  // Before compression() wraps the response, so that the coding it picks is known when the ETag is written.
  codeEtags(req, res);
  hideInternalHeaders(res);
  compress(req, res, () => {
    // Inside the layers that read a page, so that none of them can put a redirect's body back on the way out.
    dropRedirectBody(res);
    precompressedPages.handle(req, res);
    if (microcache.handle(req, res)) return;
    ownImageSources(res);
    dropRepeatedHeaderValues(res);
    hashInlineScripts(res);
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});

// An idle keep-alive connection is closed after 65 s instead of Node's 5: a request sent on it as the server closes it
// is reset, and a POST is not sent again (a submission lost). nginx keeps its upstream connections 60 s
// (deploy/nginx.conf), and a loaded instance whose event loop stalled for seconds after one answer closed the connection
// on the client's next request (e2e/security.spec.ts saw ECONNRESET; docs/operations.md).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? "localhost"}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
