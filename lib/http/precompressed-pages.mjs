// Cached pages compressed once, at brotli 11 and gzip 9, as the build does for the scripts (static-assets.mjs),
// instead of on every request. A shareable page (the microcache's and nginx's rule: a 200 text/html answer to a GET
// with s-maxage and no cookie) is the same bytes for every visitor until it is regenerated, and Next names those bytes
// with its ETag. The first time a version goes out it is compressed per request by compression() in front, as any
// response, and a copy is compressed again in the background, one page at a time on zlib's threads; from then on a
// request for the same ETag gets the stored body: 23 % smaller than brotli 5 (home 33.9 → 28.8 KB) and no
// compression work at all. A regenerated page has a new ETag, so a stored body is never stale.

import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { headerText, isShareablePage } from "../cache/page-microcache.mjs";
import { toBuffer } from "./chunk.mjs";
import { baseEtag } from "./coded-etag.mjs";
import { acceptedEncodings, ENCODINGS } from "./static-assets.mjs";
import { applyWriteHead } from "./write-head.mjs";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @type {Record<string, (body: Buffer) => Promise<Buffer>>} */
const COMPRESSORS = {
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};
/** Pages waiting for their background compression; a flood of new pages beyond it is compressed per request only. */
const MAX_WAITING = 32;

/**
 * @param {{ maxBytes?: number, compressors?: Record<string, (body: Buffer) => Promise<Buffer>> }} [options]
 */
export function createPrecompressedPages({ maxBytes = 32 * 1024 * 1024, compressors = COMPRESSORS } = {}) {
  /** Compressed bodies by `${coding} ${etag}`, least recently used first. @type {Map<string, Buffer>} */
  const stored = new Map();
  let bytes = 0;
  /** @type {Set<string>} */
  const waiting = new Set();
  let queue = Promise.resolve();

  /** @param {string} key @param {Buffer} body */
  const store = (key, body) => {
    if (body.length > maxBytes) return;
    for (const [oldest, old] of stored) {
      if (bytes + body.length <= maxBytes) break;
      stored.delete(oldest);
      bytes -= old.length;
    }
    stored.set(key, body);
    bytes += body.length;
  };

  /** @param {string} etag @param {Buffer} body */
  const compressLater = (etag, body) => {
    if (waiting.has(etag) || waiting.size >= MAX_WAITING || stored.has(`${ENCODINGS[0][0]} ${etag}`)) return;
    waiting.add(etag);
    queue = queue
      .then(async () => {
        for (const [coding] of ENCODINGS) store(`${coding} ${etag}`, await compressors[coding](body));
      })
      .catch((error) => console.error("[precompressed-pages]", error))
      .finally(() => waiting.delete(etag));
  };

  /**
   * Wraps the response: a shareable page whose ETag has a stored body in the client's best coding is answered with
   * it (Next's own body is dropped); any other shareable page goes out as usual and is queued for compression.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const coding = ENCODINGS.find(([c]) => accepted.has(c))?.[0];
    if (!coding) return;

    const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
    /** @type {Buffer | undefined} */
    let replacement;
    /** @type {Buffer[] | undefined} */
    let copy;
    let etag = "";
    let decided = false;
    const passThrough = () => Object.assign(res, original);
    const decide = () => {
      if (decided) return;
      decided = true;
      // Next's own tag: a microcache hit replays the one a compressed answer went out with (coded-etag.mjs).
      etag = baseEtag(headerText(res.getHeader("etag")));
      if (etag === "" || res.hasHeader("content-encoding") || !isShareablePage(res)) return passThrough();
      const key = `${coding} ${etag}`;
      replacement = stored.get(key);
      if (!replacement) {
        copy = [];
        return;
      }
      // Most recently used last, so that eviction takes the pages nobody asks for.
      stored.delete(key);
      stored.set(key, replacement);
      res.setHeader("Content-Encoding", coding);
      res.setHeader("Content-Length", replacement.length);
      const vary = headerText(res.getHeader("vary"));
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    };

    res.writeHead = /** @type {typeof res.writeHead} */ (
      function writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
        applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders);
        decide();
        return replacement ? res : original.writeHead.call(res, res.statusCode);
      }
    );
    res.flushHeaders = function flushHeaders() {
      decide();
      if (!replacement) original.flushHeaders.call(res);
    };
    res.write = /** @type {typeof res.write} */ (
      function write(chunk, encodingOrCallback, maybeCallback) {
        decide();
        if (!replacement) {
          if (copy && chunk != null && typeof chunk !== "function") copy.push(toBuffer(chunk, encodingOrCallback));
          return original.write.apply(res, /** @type {never} */ (arguments));
        }
        const callback = typeof encodingOrCallback === "function" ? encodingOrCallback : maybeCallback;
        if (typeof callback === "function") process.nextTick(callback);
        return true;
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function end(chunkOrCallback, encodingOrCallback, maybeCallback) {
        decide();
        const body = replacement;
        if (!body) {
          if (copy && chunkOrCallback != null && typeof chunkOrCallback !== "function") copy.push(toBuffer(chunkOrCallback, encodingOrCallback));
          const whole = copy && Buffer.concat(copy);
          // Compressed only once the whole page has gone out: an aborted response is never stored.
          if (whole && whole.length > 0 && req.method === "GET") res.once("finish", () => compressLater(etag, whole));
          passThrough();
          return res.end.apply(res, /** @type {never} */ (arguments));
        }
        const callback = [chunkOrCallback, encodingOrCallback, maybeCallback].find((a) => typeof a === "function");
        passThrough();
        return res.end(req.method === "HEAD" ? undefined : body, callback);
      }
    );
  }

  return {
    handle,
    /** Resolves once every queued page has been compressed (for tests and benchmarks). */
    settled: () => queue,
    get size() {
      return stored.size;
    },
  };
}
