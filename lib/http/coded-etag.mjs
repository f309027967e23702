// One validator per content-coding (RFC 9110 8.8.1, 8.8.3). Next names a page's bytes with one strong ETag, and the
// compression in front (server.mjs: compression(), the stored bodies of precompressed-pages.mjs) sends those bytes as
// brotli, gzip or as they are under that same ETag: three different bodies claiming to be byte for byte the same, so
// that a cache holding one variant could be told by a 304 or a range request that it holds another.
//
// So a compressed response's ETag becomes a weak one of its own, `W/"<Next's>-<coding>"`: different for each coding
// (also under the weak comparison of If-None-Match), and weak because the same coding is not always the same bytes
// (brotli 5 on the first request, the stored brotli 11 afterwards). A body sent as it is keeps Next's strong ETag.
// A client revalidating sends the tag back; it is turned into Next's before Next compares it, so Next's 304 works for
// each variant, and the 304 carries the tag the client holds. nginx (deploy/nginx.conf) keeps one cache entry per
// coding, each with its own tag, and revalidates it with that tag and the same Accept-Encoding.

import { acceptedEncodings } from "./static-assets.mjs";
import { beforeHead } from "./write-head.mjs";

/** Codings compression() can produce, in the order it prefers them. */
const CODINGS = ["br", "gzip", "deflate"];
const CODED = new RegExp(`^W/"(.*)-(${CODINGS.join("|")})"$`);
const TAGS = /(?:W\/)?"[^"]*"|\*/g;

/**
 * The tag a coded one was made from (`W/"abc-br"` → `"abc"`); any other tag as it is.
 * @param {string} etag
 */
export function baseEtag(etag) {
  const coded = CODED.exec(etag);
  return coded ? `"${coded[1]}"` : etag;
}

/**
 * The ETag of the representation of `etag`'s content in `coding` (none or "identity": `etag` itself).
 * @param {string} etag
 * @param {string | undefined} coding
 */
export function codedEtag(etag, coding) {
  const base = baseEtag(etag);
  const opaque = /^(?:W\/)?"([^"]*)"$/.exec(base)?.[1];
  if (!coding || coding === "identity" || opaque === undefined) return base;
  return `W/"${opaque}-${coding}"`;
}

/**
 * An If-None-Match header as the handler behind must read it: a coded tag for a coding the client accepts becomes the
 * tag it was made from, one for a coding it no longer accepts is dropped (that variant is not what it would get).
 * `coding` is the coding of the tags translated (the preferred one if several), for the 304's ETag.
 * @param {string} header
 * @param {string | undefined} acceptEncoding
 * @returns {{ header: string, coding: string | undefined }}
 */
export function requestedEtags(header, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  /** @type {Set<string>} */
  const codings = new Set();
  /** @type {string[]} */
  const tags = [];
  for (const tag of header.match(TAGS) ?? []) {
    const coded = CODED.exec(tag);
    if (!coded) tags.push(tag);
    else if (accepted.has(/** @type {string} */ (coded[2]))) {
      codings.add(/** @type {string} */ (coded[2]));
      tags.push(`"${coded[1]}"`);
    }
  }
  return { header: tags.join(", "), coding: CODINGS.find((c) => codings.has(c)) };
}

/**
 * Gives the response the ETag of the coding it goes out in, and its handler the If-None-Match it understands. Must
 * wrap the response before compression() does, so that its Content-Encoding is known when the head is written.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function codeEtags(req, res) {
  const ifNoneMatch = req.headers["if-none-match"];
  /** @type {string | undefined} */
  let revalidated;
  if (ifNoneMatch) {
    const { header, coding } = requestedEtags(ifNoneMatch, req.headers["accept-encoding"]);
    revalidated = coding;
    // No tag left: nothing the client holds can match, so the request is an unconditional one.
    if (header) req.headers["if-none-match"] = header;
    else delete req.headers["if-none-match"];
  }
  beforeHead(res, () => {
    const etag = res.getHeader("etag");
    if (etag === undefined) return;
    // A 304 has no body to take a coding from: it confirms the variant the client asked about.
    const coding = res.statusCode === 304 ? revalidated : String(res.getHeader("content-encoding") ?? "");
    res.setHeader("ETag", codedEtag(String(etag), coding));
  });
}
