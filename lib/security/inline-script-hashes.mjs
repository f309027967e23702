// The CSP sources ('sha256-…') that allow exactly the inline scripts of one HTML document. Plain .mjs because
// server.mjs runs it with Node, before and outside Next's bundler.
import { createHash } from "node:crypto";

// An HTML parser ends a script's text at the first "</script"; Next and React escape "<" inside the payloads they
// inline (\u003c), so a script's text never contains one and a lazy match finds the same end as the browser.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/dgi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

// The types a browser runs as script (HTML's "JavaScript MIME type essence match", plus module and the empty type).
// Anything else (application/ld+json, for one) is a data block, which the CSP does not govern.
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** @param {string} attributes */
function runsAsScript(attributes) {
  if (SRC.test(attributes)) return false;
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(type);
}

/**
 * One 'sha256-…' source per distinct inline script of an HTML document that a browser would run, in document order.
 * Scripts with a src (allowed by 'self') and data blocks such as JSON-LD are left out.
 *
 * Works on the bytes: the markup is searched in a latin1 view (one character per byte, so match offsets are byte
 * offsets and the ASCII of tags reads the same as in UTF-8), and each script's own UTF-8 bytes are hashed as they
 * are, which is what the browser hashes. Decoding a whole page as UTF-8 first would cost more than the rest together.
 * @param {Buffer | string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set();
  for (const match of bytes.toString("latin1").matchAll(SCRIPT)) {
    if (!runsAsScript(match[1] ?? "")) continue;
    const [start, end] = /** @type {[number, number]} */ (match.indices?.[2]);
    const text = bytes.subarray(start, end);
    // The browser hashes the text after the parser has turned CRLF and CR into LF.
    const source = text.includes(13) ? text.toString("utf8").replace(/\r\n?/g, "\n") : text;
    hashes.add(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  }
  return [...hashes];
}
