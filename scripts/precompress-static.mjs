#!/usr/bin/env node
// Part of `npm run build` (postbuild): writes a brotli (quality 11) and a gzip (level 9) copy beside every script,
// stylesheet and other text file of the build's static folder, for server.mjs to send as they are
// (lib/http/static-assets.mjs). The files are content-hashed and never change after the build, so the slow, small
// compression is paid once here instead of a fast, larger one on every request.
// Usage: node scripts/precompress-static.mjs [static folder]   (default: $NEXT_DIST_DIR/static, or .next/static)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ENCODINGS, isPrecompressed } from "../lib/http/static-assets.mjs";

/** @type {Record<(typeof ENCODINGS)[number][0], (body: Buffer) => Buffer>} */
const COMPRESS = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};
const dir = path.resolve(process.argv[2] ?? path.join(process.env.NEXT_DIST_DIR || ".next", "static"));

const started = Date.now();
let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(entry));
  if (!isPrecompressed(file) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  for (const [coding, suffix] of ENCODINGS) {
    const copy = COMPRESS[coding](body);
    writeFileSync(file + suffix, copy);
    if (coding === "br") brotli += copy.length;
  }
  files++;
  raw += body.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress-static: ${files} files in ${path.relative(process.cwd(), dir) || "."}, ${kb(raw)} -> ${kb(brotli)} brotli, ${((Date.now() - started) / 1000).toFixed(1)} s`);
