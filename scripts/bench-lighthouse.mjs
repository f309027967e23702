#!/usr/bin/env node
// `npm run bench:lighthouse [-- --no-build] [--runs 3] [--only "blog post,contact"] [--against ../other] [--json out.json]
//   [--throttling devtools]`
//
// Builds (unless --no-build) and starts the site, and starts the hello-world Next app built the same way (the
// framework's floor, ensureHelloApp), then runs Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU)
// in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on the floor's `/` and on one URL of every page type,
// round-robin (each round: the floor, then every page), so that whatever else loads the machine hits all alike.
// Prints medians per URL with the LCP's ratio to the floor's median LCP, the LCP element and its four phases, and the
// issue 28 budget verdict.
//
// --throttling devtools: the browser itself is slowed (DevTools' network and CPU throttling, Lighthouse's
// `throttlingMethod: "devtools"`) and the metrics are what it observed, instead of Lantern's simulation from an
// unthrottled load: what a slow phone really shows (layout shifts after a late font, a carousel's later slide
// becoming the LCP), though noisier. The budget is defined on the simulated figures.
//
// --against <dir>: an A/B of two builds. <dir> is another checkout of the site whose production build exists; it is
// started with its own server.mjs and every page type is measured on both, A then B, in the same rounds.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, build, distDir, ensureBuilt, ensureHelloApp, fmt, pageTypes, parseArgs, startNext, stopAndWait } from "./bench-common.mjs";
import { CATEGORIES, printReport, summarize } from "./bench-lighthouse-report.mjs";

const args = parseArgs();
const runs = Number(args.runs || 3);
const port = Number(args.port || 3830);
const only = typeof args.only === "string" ? args.only.split(",").map((s) => s.trim()) : null;
const against = typeof args.against === "string" ? path.resolve(args.against) : null;
const throttlingMethod = args.throttling ?? "simulate";
if (!["simulate", "devtools"].includes(throttlingMethod)) throw new Error(`--throttling ${throttlingMethod}: simulate or devtools`);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

/**
 * One Lighthouse run in a browser of its own, as the Lighthouse CLI does: a browser kept across runs carries its
 * renderer, caches and heap from one page into the next.
 */
async function audit(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    return (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, throttlingMethod })).lhr;
  } finally {
    await chrome.kill();
  }
}

/** A run that failed to trace (NO_NAVSTART and the like, seen on a loaded machine) is retried, not counted. */
async function auditWithRetry(url, chromePath) {
  let lhr;
  for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) lhr = await audit(url, chromePath);
  return lhr;
}

async function main() {
  if (against && !existsSync(path.join(against, distDir(), "BUILD_ID"))) {
    throw new Error(`--against ${against}: no production build there (${distDir()}/BUILD_ID); build it in that checkout first`);
  }
  if (!args["no-build"]) build();
  else ensureBuilt();
  const floorDir = ensureHelloApp();

  const servers = [];
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const origin = (p) => `http://localhost:${p}`;
  try {
    servers.push(await startNext({ cwd: ROOT, port }));
    servers.push(await startNext({ cwd: floorDir, port: port + 1 }));
    if (against) servers.push(await startNext({ cwd: against, port: port + 2 }));

    // Slugs and ids come from A's API; B is expected to serve the same data.
    let pages = await pageTypes(origin(port));
    if (only) pages = pages.filter(([type]) => only.includes(type));
    const floor = { label: "floor (hello world)", type: "floor", path: "/", origin: origin(port + 1), lhrs: [] };
    const targets = [floor];
    for (const [type, pagePath] of pages) {
      targets.push({ label: type, type, variant: against ? "A" : undefined, path: pagePath, origin: origin(port), lhrs: [] });
      if (against) targets.push({ label: `${type} [B]`, type, variant: "B", path: pagePath, origin: origin(port + 2), lhrs: [] });
    }

    // One unmeasured load of each URL first, so ISR pages are generated and the servers are warm, as cached pages would be.
    for (const t of targets) await (await fetch(t.origin + t.path)).arrayBuffer();
    for (let round = 1; round <= runs; round++) {
      for (const t of targets) {
        const lhr = await auditWithRetry(t.origin + t.path, chromePath);
        t.lhrs.push(lhr);
        const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
        console.error(`  ${round}/${runs} ${t.label.padEnd(24)} perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} LCP ${fmt(lcp ?? NaN)} ms${lhr.runtimeError ? ` ERROR ${lhr.runtimeError.code}` : ""}`);
      }
    }

    const [floorRow, ...pageRows] = targets.map((t) => summarize(t, t.lhrs));
    printReport(floorRow, pageRows, runs, against ? `A: ${ROOT}; [B]: ${against}` : "", throttlingMethod);
    if (args.json) {
      const rows = [floorRow, ...pageRows].map((r) => ({ ...r, lcpFloorRatio: r.lcp / floorRow.lcp }));
      writeFileSync(args.json, JSON.stringify(rows, null, 2));
    }
  } finally {
    for (const server of servers) await stopAndWait(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
