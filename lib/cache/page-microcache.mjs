// A one-second memory of the pages Next marks shareable, in front of Next's own handler (server.mjs). Under load the
// same cached page is asked for many times a second, and Next spends 1-2 ms on each (route matching, reading its cache,
// an ETag over the whole body) even though the answer cannot have changed; this answers those repeats from memory.
//
// The same rules as deploy/nginx.conf's proxy cache, only with a far shorter life:
// - stored: a 200 text/html answer to a plain GET whose Cache-Control allows shared caches (s-maxage, or public
//   max-age) and that sets no cookie; pages Next renders per request (private, no-store) are never stored;
// - answered from memory: GET and HEAD only, never a request for an RSC payload (client navigation), a server action,
//   a conditional request (Next answers those with its 304) or a range;
// - forgotten: after `ttlMs`, and all at once whenever any other method arrives (a form post, a server action, a
//   revalidation), so a change made through this instance is never hidden by it.
// Next still sees at least one request per page per `ttlMs`, so its stale-while-revalidate refreshes happen as before.

import { toBuffer } from "../http/chunk.mjs";

/** Request headers that ask for something other than the plain document, or for part of it. */
const BYPASS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-action", "if-none-match", "if-modified-since", "range", "authorization", "x-prerender-revalidate"];
/**
 * Set per response by Node or by the compression in front (which may already have run when a streamed body ends),
 * or about the connection: never replayed. The body is kept as Next wrote it, before compression.
 */
const NOT_STORED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length"]);
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * A header's value as one string, whatever `res.getHeader` holds.
 * @param {unknown} value
 */
export const headerText = (value) => (Array.isArray(value) ? value.join(", ") : String(value ?? ""));

/**
 * Whether a shared cache may keep this response, by its Cache-Control.
 * @param {string} cacheControl
 */
export function isShareable(cacheControl) {
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return false;
  const seconds = (name) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found ? Number(found.slice(name.length + 1)) : NaN;
  };
  const sMaxAge = seconds("s-maxage");
  if (!Number.isNaN(sMaxAge)) return sMaxAge > 0;
  return directives.includes("public") && seconds("max-age") > 0;
}

/**
 * Whether a response, as its headers stand, is a page every visitor may be given from a shared store: a 200 HTML
 * answer a shared cache may keep, setting no cookie (this memory's rule, nginx's, and the compressed pages').
 * @param {import("node:http").ServerResponse} res
 */
export function isShareablePage(res) {
  return (
    res.statusCode === 200 &&
    headerText(res.getHeader("content-type")).startsWith("text/html") &&
    isShareable(headerText(res.getHeader("cache-control"))) &&
    !res.hasHeader("set-cookie")
  );
}

/**
 * Entries are kept in the order they were stored, which with one life for all is the order they expire in: storing
 * drops the expired ones from the front, so the memory holds about the pages served in the last `ttlMs`, and never
 * more than `maxEntries` pages or `maxBytes` of bodies.
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageMicrocache({ ttlMs = 1000, maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** @typedef {{ expires: number, headers: [string, string | number | string[]][], body: Buffer }} Entry */
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;
  // Counts the clearings, so a page that was being rendered when a write arrived is not stored after it.
  let generation = 0;
  /** @param {string} key */
  const drop = (key) => {
    bytes -= entries.get(key)?.body.length ?? 0;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };

  /** @param {import("node:http").IncomingMessage} req */
  const keyOf = (req) => `${req.headers.host ?? ""}${req.url ?? "/"}`;

  /**
   * Answers from memory when it can; otherwise lets the response through and keeps a copy if it may. Returns true when
   * the request has been answered.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (ttlMs <= 0) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (req.method !== "OPTIONS") clear();
      return false;
    }
    if (BYPASS.some((name) => name in req.headers)) return false;
    const key = keyOf(req);
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      res.statusCode = 200;
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      // compression removes it again when it compresses.
      res.setHeader("Content-Length", entry.body.length);
      res.end(req.method === "HEAD" ? undefined : entry.body);
      return true;
    }
    if (entry) drop(key);
    if (req.method === "GET") record(key, res);
    return false;
  }

  /**
   * @param {string} key
   * @param {import("node:http").ServerResponse} res
   */
  function record(key, res) {
    const original = { write: res.write, end: res.end };
    const started = generation;
    /** @type {Buffer[] | null} */
    let chunks = null;
    let size = 0;
    let decided = false;

    const stop = () => {
      chunks = null;
      Object.assign(res, original);
    };
    const decide = () => {
      if (decided) return;
      decided = true;
      if (isShareablePage(res)) chunks = [];
      else stop();
    };
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (!chunks || chunk == null || typeof chunk === "function") return;
      const buffer = toBuffer(chunk, encoding);
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) stop();
      else chunks.push(buffer);
    };

    res.write = /** @type {typeof res.write} */ (
      function write(chunk, encoding) {
        decide();
        keep(chunk, encoding);
        return original.write.apply(res, /** @type {never} */ (arguments));
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function end(chunk, encoding) {
        decide();
        keep(chunk, encoding);
        const body = chunks && Buffer.concat(chunks);
        const headers = res.getRawHeaderNames().filter((name) => !NOT_STORED.has(name.toLowerCase())).map((name) => [name, res.getHeader(name)]);
        stop();
        // Kept only once the whole body has gone out: an aborted response is never replayed.
        if (body && started === generation) res.once("finish", () => started === generation && store(key, { expires: now() + ttlMs, headers: /** @type {Entry["headers"]} */ (headers), body }));
        return original.end.apply(res, /** @type {never} */ (arguments));
      }
    );
  }

  /** @param {string} key @param {Entry} entry */
  function store(key, entry) {
    if (entry.body.length > maxBytes) return;
    drop(key);
    for (const [oldest, { expires }] of entries) {
      if (expires > now() && entries.size < maxEntries && bytes + entry.body.length <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  }

  return {
    handle,
    clear,
    get size() {
      return entries.size;
    },
  };
}
