import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [412, 1350]) for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value, src: e.sources.map((s) => ({ node: s.node ? (s.node.nodeName + "." + (s.node.className?.baseVal ?? s.node.className ?? "")).slice(0, 80) + " " + (s.node.textContent || "").slice(0, 30) : null, prev: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round), cur: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round) })) }); }).observe({ type: "layout-shift", buffered: true }); });
  await page.goto("http://localhost:3000/ar/job-postings", { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  console.log(width, JSON.stringify(await page.evaluate(() => window.__shifts)));
  await ctx.close();
}
await browser.close();
