// What bench-lighthouse.mjs makes of its Lighthouse reports: one row of medians per target (the floor, each page type,
// each page type of the --against checkout), the LCP element and phases of the median-LCP run, the budget check, and
// the printed tables.
import { fmt, printTable } from "./bench-common.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Issue 28's budget; LCP also has to stay within LCP_FLOOR_RATIO times the floor measured in the same session. */
export const BUDGET = { performance: 98, lcpMs: 1200, lcpFloorRatio: 1.5, tbtMs: 150 };
const PHASES = ["ttfb", "loadDelay", "loadTime", "renderDelay"];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The run whose value is nearest the median (the median run itself for an odd number of runs). */
const medianRun = (lhrs, value) => {
  const mid = median(lhrs.map(value));
  return lhrs.reduce((best, lhr) => (Math.abs(value(lhr) - mid) < Math.abs(value(best) - mid) ? lhr : best));
};

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** What a failing non-performance audit is about: its first item (element, issue type, message or URL). */
function firstItem(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return "";
  const text = item.node?.snippet ?? item.issueType ?? item.description ?? item.source?.url ?? item.url ?? item.subItems?.items?.[0]?.url ?? "";
  return String(text).replace(/\s+/g, " ").slice(0, 140);
}

/** Audits that cost points, with their ids (what to fix). */
function failingAudits(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
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
 * The LCP element and its four phases from the `largest-contentful-paint-element` audit: a list of two tables, the
 * element (a node item) and the phases (TTFB, Load Delay, Load Time, Render Delay, in that order). Its phases are
 * scaled to the simulated LCP, so they add up to the LCP in the table; the `lcp-breakdown-insight` audit gives the
 * unthrottled trace's instead. A text LCP has no resource: load delay and load time are 0.
 */
export function lcpDetails(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables.find((t) => t.items?.[0]?.node)?.items[0].node;
  const timings = tables.find((t) => t.items?.[0]?.phase !== undefined)?.items.map((item) => item.timing) ?? [];
  const phases = Object.fromEntries(PHASES.map((name, i) => [name, timings[i] ?? NaN]));
  const element = node ? { selector: node.selector ?? "", snippet: node.snippet ?? "", text: (node.nodeLabel ?? "").replace(/\s+/g, " ").trim() } : null;
  return { phases, element };
}

/** `h1#id`, `img.first-class`, `h1`, or the first 40 characters of the element's HTML when it has no tag. */
export function shortElement(element) {
  if (!element) return "-";
  const tag = /^<([a-z][\w-]*)/i.exec(element.snippet)?.[1];
  if (!tag) return element.snippet.slice(0, 40);
  const id = /\sid="([^"]+)"/.exec(element.snippet)?.[1];
  const cls = /\sclass="\s*([^"\s]+)/.exec(element.snippet)?.[1];
  return id ? `${tag}#${id}` : cls ? `${tag}.${cls}` : tag;
}

/** Medians of one target's runs. */
export function summarize({ label, type, variant, path }, lhrs) {
  const lcpRun = medianRun(lhrs, (l) => metric(l, "largest-contentful-paint"));
  const perfRun = medianRun(lhrs, (l) => score(l, "performance"));
  return {
    label,
    type,
    variant,
    path,
    runs: lhrs.length,
    performance: median(lhrs.map((l) => score(l, "performance"))),
    accessibility: median(lhrs.map((l) => score(l, "accessibility"))),
    bestPractices: median(lhrs.map((l) => score(l, "best-practices"))),
    seo: median(lhrs.map((l) => score(l, "seo"))),
    lcp: median(lhrs.map((l) => metric(l, "largest-contentful-paint"))),
    fcp: median(lhrs.map((l) => metric(l, "first-contentful-paint"))),
    tbt: median(lhrs.map((l) => metric(l, "total-blocking-time"))),
    cls: median(lhrs.map((l) => metric(l, "cumulative-layout-shift"))),
    // Phases and element of the median-LCP run; the failing audits of the median-performance run.
    ...lcpDetails(lcpRun),
    failing: failingAudits(perfRun),
    finalUrl: perfRun.finalDisplayedUrl,
    runtimeError: lhrs.find((l) => l.runtimeError)?.runtimeError?.message,
  };
}

/** Why a page row misses the budget; empty when it meets it. */
export function budgetMisses(row, floor) {
  const { performance, lcpMs, lcpFloorRatio, tbtMs } = BUDGET;
  return [
    row.performance < performance && `perf ${row.performance}`,
    row.lcp > lcpMs && `LCP ${fmt(row.lcp)} ms > ${lcpMs}`,
    row.lcp > lcpFloorRatio * floor.lcp && `LCP ${(row.lcp / floor.lcp).toFixed(2)}x floor > ${lcpFloorRatio}x`,
    row.tbt > tbtMs && `TBT ${fmt(row.tbt)} ms`,
    row.cls > 0 && `CLS ${row.cls.toPrecision(2)}`,
    row.accessibility < 100 && `a11y ${row.accessibility}`,
    row.bestPractices < 100 && `bp ${row.bestPractices}`,
    row.seo < 100 && `seo ${row.seo}`,
  ].filter(Boolean);
}

const ms = (n) => (Number.isFinite(n) ? fmt(n) : "-");

/** The floor's row, then the page rows (A before B per page type), as printed tables and the budget verdict. */
export function printReport(floor, pages, runs, legend = "", throttlingMethod = "simulate") {
  const header = ["page type", "perf", "LCP ms", "/floor", "FCP ms", "TBT ms", "CLS", "TTFB", "load delay", "load time", "render delay", "a11y/bp/seo", "LCP element"];
  const rows = [header];
  for (const r of [floor, ...pages]) {
    const { ttfb, loadDelay, loadTime, renderDelay } = r.phases;
    rows.push([
      r.label,
      r.performance,
      ms(r.lcp),
      `${(r.lcp / floor.lcp).toFixed(2)}x`,
      ms(r.fcp),
      ms(r.tbt),
      r.cls.toFixed(3),
      ms(ttfb),
      ms(loadDelay),
      ms(loadTime),
      ms(renderDelay),
      `${r.accessibility}/${r.bestPractices}/${r.seo}`,
      shortElement(r.element).slice(0, 28),
    ]);
  }
  const throttling = throttlingMethod === "devtools" ? "DevTools throttling: the browser really loads at slow 4G and 4x CPU" : "simulated throttling";
  console.log(`\nLighthouse ${runs}x per URL, medians (mobile, ${throttling}), interleaved with the floor, \`npm run bench:lighthouse\``);
  console.log(`Phases (TTFB, resource load delay and load time, render delay) are those of the median-LCP run.${legend ? `\n${legend}` : ""}\n`);
  printTable(rows);
  console.log("\nLCP element of the median-LCP run:");
  for (const r of [floor, ...pages]) console.log(`  ${r.label.padEnd(24)} ${r.path}  ${r.element ? `${r.element.selector} "${r.element.text.slice(0, 40)}"` : "none"}`);

  const misses = pages.map((r) => ({ label: r.label, why: budgetMisses(r, floor) })).filter((m) => m.why.length > 0);
  const { performance, lcpMs, lcpFloorRatio, tbtMs } = BUDGET;
  // The budget is judged on Lantern's figures; a DevTools-throttled run is only compared with it.
  const note = throttlingMethod === "devtools" ? " Measured in a DevTools-throttled load: the budget itself is judged on simulated runs." : "";
  console.log(`\n${pages.length - misses.length}/${pages.length} page types meet the budget (LCP <= ${lcpMs} ms and <= ${lcpFloorRatio}x floor, perf >= ${performance}, TBT <= ${tbtMs} ms, CLS 0, a11y/bp/SEO = 100).${note}`);
  const meets = pages.filter((r) => !misses.some((m) => m.label === r.label)).map((r) => r.label);
  if (meets.length) console.log(`  meets: ${meets.join(", ")}`);
  for (const m of misses) console.log(`  misses: ${m.label} (${m.why.join(", ")})`);
  for (const r of pages) {
    if (r.failing.length || r.runtimeError) console.log(`  ${r.label} ${r.path}: ${r.runtimeError ? `ERROR ${r.runtimeError}; ` : ""}${r.failing.join(", ")}`);
  }
}
