// Answers requests for the build's hashed assets (/_next/static/…: scripts, stylesheets, fonts) from memory, with the
// brotli and gzip bodies that scripts/precompress-static.mjs wrote beside each file at build time, as nginx does with
// gzip_static. Next would read the file and server.mjs would compress it again on every request, a few milliseconds
// of the one thread per script; on a page load a dozen of them queue behind the page itself, and brotli at build time
// (quality 11) is also ~15 % smaller than the quality 4 that can be afforded per request.
//
// Only what the build holds is answered, and only as it was built: anything else (an unknown name, a Range or
// conditional request it cannot match, a client that takes no encoding we stored for a compressible file) goes on to
// Next as before.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Content types of what a build's static folder holds; other files are left to Next. */
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};
/** Already compressed formats: sent as they are to every client. */
const COMPRESSED = new Set([".woff2", ".woff", ".png", ".jpg", ".webp", ".avif"]);
/** The copies scripts/precompress-static.mjs writes beside each text file, best first: [coding, file suffix]. */
export const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

/**
 * Whether a file of the static folder is sent only as its precompressed copies (a text type), so the build must
 * write them.
 * @param {string} name
 */
export const isPrecompressed = (name) => {
  const ext = path.extname(name);
  return ext in TYPES && !COMPRESSED.has(ext);
};

/**
 * The codings a client accepts (q > 0), from its Accept-Encoding header.
 * @param {string | undefined} header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The headers a Next build's routes-manifest.json gives a path (next.config.mjs `headers()`), in order; later rules
 * win, as in Next. Missing manifest: none.
 * @param {string} manifestFile
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function builtHeaders(manifestFile, pathname) {
  /** @type {{ headers?: { regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }[] }} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch {
    return [];
  }
  /** @type {Map<string, [string, string]>} */
  const byName = new Map();
  for (const rule of manifest.headers ?? []) {
    // Conditional rules depend on the request; ours has none, and an asset must not guess.
    if (rule.has || rule.missing || !new RegExp(rule.regex).test(pathname)) continue;
    for (const { key, value } of rule.headers) byName.set(key.toLowerCase(), [key, value]);
  }
  return [...byName.values()];
}

/**
 * @typedef {{ type: string, etag: string, bodies: Map<string, Buffer>, compressed: boolean }} Asset
 */

/**
 * Every servable file under `dir`, keyed by its path below it with forward slashes.
 * @param {string} dir
 * @returns {Map<string, Asset>}
 */
function loadAssets(dir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  /** @type {string[]} */
  let names;
  try {
    names = /** @type {string[]} */ (readdirSync(dir, { recursive: true }));
  } catch {
    return assets; // No build yet (or a dev server): Next answers everything.
  }
  const present = new Set(names.map((name) => name.split(path.sep).join("/")));
  for (const name of present) {
    const ext = path.extname(name);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)];
    if (!type) continue; // Includes the .br and .gz files themselves.
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (!stat.isFile()) continue;
    const compressed = !isPrecompressed(name);
    /** @type {Map<string, Buffer>} */
    const bodies = new Map();
    // A compressed format is sent as it is; a text file only as one of its stored copies.
    if (compressed) bodies.set("identity", readFileSync(file));
    else for (const [coding, suffix] of ENCODINGS) if (present.has(name + suffix)) bodies.set(coding, readFileSync(file + suffix));
    if (bodies.size === 0) continue; // Built without copies: Next and server.mjs's compression answer it.
    // The same weak validator as Next's static handler (`send`: size and mtime in hex, the mtime as the Date that Node
    // rounds from mtimeMs), so caches see no change of identity.
    const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
    assets.set(name, { type, etag, bodies, compressed });
  }
  return assets;
}

/**
 * @param {{ dir: string, prefix?: string, headers?: [string, string][] }} options
 *   dir: the build's static folder (`.next/static`); prefix: its URL path; headers: sent with every asset (the
 *   security headers that next.config.mjs gives every response).
 */
export function createStaticAssets({ dir, prefix = "/_next/static/", headers = [] }) {
  const assets = loadAssets(dir);

  /**
   * Sends the asset (true), or leaves the request to the next handler (false).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {boolean}
   */
  function handle(req, res) {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(prefix) || req.headers.range) return false;
    const pathname = req.url.slice(prefix.length).split("?")[0];
    let name;
    try {
      name = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const asset = assets.get(name);
    if (!asset) return false;
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const coding = asset.compressed ? "identity" : ENCODINGS.find(([c]) => accepted.has(c) && asset.bodies.has(c))?.[0];
    if (!coding) return false; // A client that takes none of the stored codings: Next sends the file as it is.

    for (const [key, value] of headers) res.setHeader(key, value);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", asset.etag);
    res.setHeader("Content-Type", asset.type);
    if (!asset.compressed) res.setHeader("Vary", "Accept-Encoding");
    if (String(req.headers["if-none-match"] ?? "").split(",").some((tag) => tag.trim() === asset.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const body = /** @type {Buffer} */ (asset.bodies.get(coding));
    if (coding !== "identity") res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return {
    handle,
    /** How many assets are held. */
    get size() {
      return assets.size;
    },
  };
}
