#!/usr/bin/env node
// `npm run bench:size [-- --build] [--port 3810]`
//
// The JavaScript each page type makes a modern browser download, gzipped: the HTML of one URL per page type is
// fetched from `next start`, every <script src> (except the `noModule` legacy polyfills, which modern browsers skip)
// and every `<link rel=preload|modulepreload as=script>` is summed at gzip level 6 (what `next start` and nginx
// send), and also as a browser receives them (Accept-Encoding: gzip, deflate, br): server.mjs sends the brotli copies
// written at build time (scripts/precompress-static.mjs), `next start` gzips. The floor is a hello-world App Router
// page built the same way with the same next/react (in a temp dir).
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { ROOT, build, ensureBuilt, ensureHelloApp, fmt, pageTypes, parseArgs, printTable, startNext, stopAndWait } from "./bench-common.mjs";

const args = parseArgs();
const port = Number(args.port || 3810);

/**
 * Script URLs a page loads in a modern browser, in document order, without duplicates: its script and preload tags,
 * then the client chunks its inline RSC payload names that no tag does (React loads those while hydrating; a page
 * reached through the locale rewrite, such as the English job list, names its page chunk only there).
 */
export function scriptUrls(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (isScript && /\bnomodule\b/i.test(tag)) continue;
    if (!isScript && !(/\brel="(?:preload|modulepreload)"/i.test(tag) && /\bas="script"/i.test(tag))) continue;
    const src = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.add(src.replace(/&amp;/g, "&"));
  }
  for (const [, chunk] of html.matchAll(/\\"(static\/chunks\/[^"\\]+\.js)\\"/g)) urls.add(`/_next/${chunk}`);
  return [...urls];
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** The body as sent to a browser, content coding and all (fetch would decode it), and its decoded bytes. */
const download = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const sent = Buffer.concat(chunks);
        const decode = DECODE[String(res.headers["content-encoding"] ?? "")];
        resolve({ sent: sent.length, body: decode ? decode(sent) : sent });
      });
    }).on("error", reject);
  });

const cache = new Map();
/** One script's size raw, at gzip -6, and as sent; each URL is downloaded once per run. */
async function scriptSize(origin, url) {
  const key = new URL(url, origin).href;
  if (!cache.has(key)) {
    const { sent, body } = await download(key);
    cache.set(key, { raw: body.length, gz: gzipSync(body, { level: 6 }).length, sent });
  }
  return cache.get(key);
}

async function measure(origin, path) {
  const res = await fetch(origin + path, { headers: { accept: "text/html" }, redirect: "manual" });
  const html = await res.text();
  // A redirect (unknown path -> /) means the page type does not exist (yet): report it rather than measure /.
  if (res.status >= 300) return { status: res.status, files: 0, raw: 0, gz: 0, sent: 0, html: 0 };
  const urls = scriptUrls(html);
  let raw = 0;
  let gz = 0;
  let sent = 0;
  for (const url of urls) {
    const size = await scriptSize(origin, url);
    raw += size.raw;
    gz += size.gz;
    sent += size.sent;
  }
  return { status: res.status, files: urls.length, raw, gz, sent, html: gzipSync(Buffer.from(html), { level: 6 }).length };
}

async function main() {
  if (args.build) build();
  else ensureBuilt();
  const helloDir = ensureHelloApp();

  const hello = await startNext({ cwd: helloDir, port: port + 1 });
  const floor = await measure(`http://127.0.0.1:${port + 1}`, "/");
  await stopAndWait(hello);

  const site = await startNext({ cwd: ROOT, port });
  const origin = `http://127.0.0.1:${port}`;
  const rows = [["page type", "path", "status", "scripts", "JS raw KB", "JS gz KB", "vs floor", "JS sent KB", "HTML gz KB"]];
  rows.push(["hello-world floor", "/", floor.status, floor.files, fmt(floor.raw / 1024, 1), fmt(floor.gz / 1024, 1), "1.00x", fmt(floor.sent / 1024, 1), fmt(floor.html / 1024, 1)]);
  try {
    for (const [type, path] of await pageTypes(origin)) {
      const m = await measure(origin, path);
      rows.push([type, path.length > 34 ? `${path.slice(0, 33)}…` : path, m.status, m.files, fmt(m.raw / 1024, 1), fmt(m.gz / 1024, 1), `${(m.gz / floor.gz).toFixed(2)}x`, fmt(m.sent / 1024, 1), fmt(m.html / 1024, 1)]);
    }
  } finally {
    await stopAndWait(site);
  }
  console.log("\nJavaScript loaded per page type (modern browsers; gzip -6, and as sent to a browser), `npm run bench:size`\n");
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
