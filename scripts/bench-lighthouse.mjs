#!/usr/bin/env node
// `npm run bench:lighthouse [-- --no-build] [--runs 3] [--only "blog post,contact"] [--json out.json]`
//
// Builds (unless --no-build) and starts the site, then runs Lighthouse (mobile defaults: simulated slow 4G and a 4x
// slower CPU) several times on one URL of every page type, in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium), and prints the median scores and LCP, TBT, CLS per URL, plus the failing audits of the median
// run. Budgets: performance >= 95, accessibility, best practices and SEO = 100, CLS 0.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, build, ensureBuilt, fmt, pageTypes, parseArgs, printTable, startNext, stopAndWait } from "./bench-common.mjs";

const args = parseArgs();
const runs = Number(args.runs || 3);
const port = Number(args.port || 3830);
const only = typeof args.only === "string" ? args.only.split(",").map((s) => s.trim()) : null;
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What a failing non-performance audit is about: its first item (element, issue type, message or URL). */
function firstItem(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return "";
  const text = item.node?.snippet ?? item.issueType ?? item.description ?? item.source?.url ?? item.url ?? item.subItems?.items?.[0]?.url ?? "";
  return String(text).replace(/\s+/g, " ").slice(0, 140);
}

/** Audits that cost points, with their ids (what to fix), for the median run of a page. */
function failingAudits(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative") continue;
      // Weighted audits that lost points, and for performance also the diagnostics that point at the cause.
      if ((audit.score < 1 && ref.weight > 0) || (id === "performance" && audit.score < 0.9)) {
        const detail = ref.weight > 0 && id !== "performance" ? firstItem(audit) : "";
        out.push(`${id}/${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}${detail ? ` [${detail}]` : ""}`);
      }
    }
  }
  return out;
}

/**
 * One Lighthouse run in a browser of its own, as the Lighthouse CLI does: a browser kept across runs carries its
 * renderer, caches and heap from one page into the next.
 */
async function audit(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    return (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES })).lhr;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!args["no-build"]) build();
  else ensureBuilt();
  const site = await startNext({ cwd: ROOT, port });
  const origin = `http://localhost:${port}`;
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const results = [];
  try {
    let targets = await pageTypes(origin);
    if (only) targets = targets.filter(([type]) => only.includes(type));
    for (const [type, path] of targets) {
      const url = origin + path;
      // One unmeasured load first, so ISR pages are generated and the server is warm, as a cached page would be.
      await (await fetch(url)).arrayBuffer();
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        // A run that failed to trace (NO_NAVSTART and the like, seen on a loaded machine) is retried, not counted.
        let lhr;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) lhr = await audit(url, chromePath);
        lhrs.push(lhr);
      }
      const pick = (lhr, key) => lhr.audits[key]?.numericValue ?? NaN;
      const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      const perf = lhrs.map((l) => score(l, "performance"));
      // The run whose performance score is the median stands for the page in the audit list.
      const medianRun = lhrs[perf.indexOf(median(perf))] ?? lhrs[0];
      const row = {
        type,
        path,
        performance: median(perf),
        accessibility: median(lhrs.map((l) => score(l, "accessibility"))),
        bestPractices: median(lhrs.map((l) => score(l, "best-practices"))),
        seo: median(lhrs.map((l) => score(l, "seo"))),
        lcp: median(lhrs.map((l) => pick(l, "largest-contentful-paint"))),
        tbt: median(lhrs.map((l) => pick(l, "total-blocking-time"))),
        cls: median(lhrs.map((l) => pick(l, "cumulative-layout-shift"))),
        fcp: median(lhrs.map((l) => pick(l, "first-contentful-paint"))),
        failing: failingAudits(medianRun),
        finalUrl: medianRun.finalDisplayedUrl,
        runtimeError: medianRun.runtimeError?.message,
      };
      results.push(row);
      console.error(`  ${type.padEnd(18)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}`);
    }
  } finally {
    await stopAndWait(site);
  }

  const rows = [["page type", "path", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "FCP ms"]];
  for (const r of results) {
    rows.push([r.type, r.path.length > 34 ? `${r.path.slice(0, 33)}…` : r.path, r.performance, r.accessibility, r.bestPractices, r.seo, fmt(r.lcp), fmt(r.tbt), r.cls.toFixed(3), fmt(r.fcp)]);
  }
  console.log(`\nLighthouse ${runs}x per URL, medians (mobile, simulated throttling), \`npm run bench:lighthouse\`\n`);
  printTable(rows);
  // What each page type misses of the budget; an empty list meets it.
  const misses = results
    .map((r) => ({
      type: r.type,
      why: [r.performance < 95 && `perf ${r.performance}`, r.accessibility < 100 && `a11y ${r.accessibility}`, r.bestPractices < 100 && `bp ${r.bestPractices}`, r.seo < 100 && `seo ${r.seo}`, r.cls > 0 && `CLS ${r.cls.toPrecision(2)}`].filter(Boolean),
    }))
    .filter((m) => m.why.length > 0);
  console.log(`\n${results.length - misses.length}/${results.length} page types meet the budget (perf >= 95, a11y/bp/SEO = 100, CLS 0).`);
  for (const m of misses) console.log(`  misses: ${m.type} (${m.why.join(", ")})`);
  for (const r of results) {
    if (r.failing.length || r.runtimeError) console.log(`  ${r.type} ${r.path}: ${r.runtimeError ? `ERROR ${r.runtimeError}; ` : ""}${r.failing.join(", ")}`);
  }
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
