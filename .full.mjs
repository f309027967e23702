import { chromium } from "playwright";
const pages = process.argv[2].split(",");
const width = Number(process.argv[3] ?? 390);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width, height: 800 } });
for (const path of pages) {
  await page.goto(`http://localhost:3000${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < h && i < 8; y += 1600, i++) {
    await page.screenshot({ path: `/work/shots2/${path.replace(/\//g, "_")}-${width}-${i}.png`, clip: { x: 0, y, width, height: Math.min(1600, h - y) }, fullPage: true });
  }
}
await browser.close();
