import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });
await page.goto("http://localhost:3000/ar/compliance/gdpr", { waitUntil: "networkidle" });
const h = page.locator("#features-title");
await h.screenshot({ path: "/work/shots2/heading.png" });
console.log(await h.evaluate((el) => el.outerHTML));
await browser.close();
