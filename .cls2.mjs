import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
const jobs = await (await fetch("http://localhost:3000/api/jobs")).json().catch(() => null);
const first = Array.isArray(jobs) ? jobs[0] : jobs?.data?.[0] ?? jobs?.jobs?.[0];
console.log("createdAt", first?.createdAt);
await page.clock.setFixedTime(new Date(Date.parse(first.createdAt) + 3 * 24 * 3600e3 + 60000));
await page.addInitScript(() => {
  window.__log = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) for (const s of e.sources) window.__log.push(["shift", s.node?.nodeName, s.node?.outerHTML?.slice(0, 200) ?? s.node?.textContent, JSON.stringify(s.previousRect), JSON.stringify(s.currentRect)]); }).observe({ type: "layout-shift", buffered: true });
  document.addEventListener("DOMContentLoaded", () => { const t = document.querySelector("main article time"); window.__log.push(["dcl", t?.textContent, t?.getBoundingClientRect().width, t?.parentElement?.outerHTML.slice(0, 300)]); });
});
await page.goto("http://localhost:3000/ar/job-postings", { waitUntil: "networkidle" });
await page.waitForTimeout(1200);
const t = await page.evaluate(() => { const t = document.querySelector("main article time"); return [t.textContent, t.getBoundingClientRect().width]; });
console.log(JSON.stringify(await page.evaluate(() => window.__log), null, 1), t);
await browser.close();
