// Gives every HTML document a Content-Security-Policy that names the sha256 of each of its own inline scripts, so
// script-src needs neither 'unsafe-inline' nor a per-request nonce (which would make every page dynamic), and takes
// 'unsafe-inline' out of the policy of every other response. The body is only read, never changed: server.mjs wraps
// each response with this before Next writes to it.
import { toBuffer } from "../http/chunk.mjs";
import { applyWriteHead, holdBody } from "../http/write-head.mjs";
import { withScriptHashes } from "./headers.mjs";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

const CSP = "content-security-policy";

// Hashes of cached pages by ETag, which Next derives from the body: a page served again is sent straight through with
// the policy found here, neither held back nor read. Bounded; the oldest entry goes first.
const MAX_REMEMBERED = 2000;
/** @type {Map<string, string[]>} */
const hashesByEtag = new Map();
/** @param {string} etag @param {string[]} hashes */
function remember(etag, hashes) {
  if (hashesByEtag.size >= MAX_REMEMBERED) hashesByEtag.delete(/** @type {string} */ (hashesByEtag.keys().next().value));
  hashesByEtag.set(etag, hashes);
}

/**
 * Holds back the head and body of an HTML response until it ends, then puts its inline scripts' hashes in place of
 * 'unsafe-inline' in the CSP that next.config.mjs set, and sends it whole. Other responses pass straight through,
 * their bodies untouched and 'unsafe-inline' taken out of their policy.
 *
 * A 304 loses its CSP: the browser keeps the stored document's headers where a 304 has none, and the stored
 * document's policy is the one that names its scripts.
 *
 * Holding the body back costs hardly any time to first byte: pages have no Suspense boundary, so the first chunk
 * Next writes is already the whole rendered page; only the tail of the RSC payload follows it.
 * @param {import("node:http").ServerResponse} res
 */
export function hashInlineScripts(res) {
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  /** @type {boolean | undefined} */
  let holding;
  /** @type {Buffer[]} */
  const chunks = [];

  const passThrough = () => Object.assign(res, original);
  const decide = () => {
    if (holding !== undefined) return holding;
    holding = false;
    if (res.statusCode === 304) res.removeHeader(CSP);
    else if (res.hasHeader(CSP)) {
      const isDocument = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      const known = isDocument ? hashesByEtag.get(String(res.getHeader("etag"))) : undefined;
      holding = isDocument && !known;
      // Not a document: no inline script of its own may run. A document seen before: the hashes found then.
      if (!holding) res.setHeader(CSP, withScriptHashes(String(res.getHeader(CSP)), known ?? []));
    }
    if (!holding) passThrough();
    return holding;
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
      applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders);
      return decide() ? res : original.writeHead.call(res, res.statusCode);
    }
  );

  res.flushHeaders = function flushHeaders() {
    if (!decide()) original.flushHeaders.call(res);
  };

  holdBody(
    res,
    original,
    decide,
    (chunk, encoding) => chunks.push(toBuffer(chunk, encoding)),
    (callback) => {
      const body = Buffer.concat(chunks);
      const hashes = inlineScriptHashes(body);
      const etag = res.getHeader("etag");
      if (etag && body.length > 0) remember(String(etag), hashes);
      res.setHeader(CSP, withScriptHashes(String(res.getHeader(CSP)), hashes));
      passThrough();
      res.end(body, callback);
    },
  );
}
