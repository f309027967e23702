import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./page-problems";
import { englishLeftOver } from "./locale-text";

/** A page of every type, by its English path; Arabic and Turkish add their prefix. */
const pageTypes = [
  "/",
  "/blindspot",
  "/solutions",
  "/solutions/industry/finance",
  "/solutions/usecase/data-protection",
  "/solutions/services/data-security-assessment",
  "/compliance",
  "/compliance/gdpr",
  "/blogs",
  "/blogs/screenshot-leaks-remote-work",
  "/careers",
  "/job-postings",
  "/job-details/e7-eng-014",
  "/job-application/e7-eng-014",
  "/contact",
  "/request-demo",
  "/partners",
  "/why-e7",
  "/vision",
  "/privacy",
  "/terms",
  "/comingsoon",
];

const BASE = "http://localhost:3000";
const inLocale = (path: string, locale: "en" | "ar" | "tr") => (locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`);

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) =>
    els.map((el) => [el.getAttribute("hreflang") ?? "", el.getAttribute("href") ?? ""] as const),
  );
  return Object.fromEntries(links);
}

for (const locale of ["ar", "tr"] as const) {
  test.describe(`the ${locale} edition`, () => {
    for (const path of pageTypes) {
      test(`${inLocale(path, locale)}: language, direction, alternates and no English left`, async ({ page }) => {
        const response = await page.goto(inLocale(path, locale));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        expect(await alternates(page)).toEqual({
          en: `${BASE}${path === "/" ? "" : path}`,
          ar: `${BASE}${inLocale(path, "ar")}`,
          tr: `${BASE}${inLocale(path, "tr")}`,
          "x-default": `${BASE}${path === "/" ? "" : path}`,
        });
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${BASE}${inLocale(path, locale)}`);
        expect(await englishLeftOver(page, locale)).toEqual([]);
      });
    }

    test("no page scrolls sideways on a 320 px phone", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const path of pageTypes) {
        await page.goto(inLocale(path, locale));
        expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      }
    });

    test("sharing cards are described in the page's language and still served", async ({ page, request }) => {
      const altOf = async (path: string) => {
        await page.goto(path);
        return page.locator('meta[property="og:image:alt"]').getAttribute("content");
      };
      for (const path of ["/", "/compliance/gdpr", "/job-details/e7-eng-014"]) {
        const english = await altOf(path);
        const alt = await altOf(inLocale(path, locale));
        expect(alt, `${path}: the card is described by the page's own title`).toBe(await page.locator('meta[property="og:title"]').getAttribute("content"));
        expect(alt).not.toBe(english);
        if (locale === "ar") expect(alt).toMatch(/[\u0600-\u06FF]/);
        await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", alt!);
        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(image).toBe(`${BASE}${inLocale(path, locale)}/opengraph-image`);
        const card = await request.get(image!);
        expect(card.status()).toBe(200);
        expect(card.headers()["content-type"]).toContain("image/png");
      }
    });

    test("job types and levels are in the page's language, in the filters and on the cards; the URL keeps the API's words", async ({ page }) => {
      await page.goto(inLocale("/job-postings", locale));
      const levels = page.getByRole("group", { name: locale === "ar" ? "مستوى الخبرة" : "Deneyim düzeyi" });
      await expect(levels.getByText(locale === "ar" ? "غير محدد" : "Belirtilmemiş", { exact: true })).toBeVisible();
      await expect(levels.getByText("Not specified")).toHaveCount(0);
      await expect(levels.getByText("Senior")).toHaveCount(0);
      const senior = locale === "ar" ? "خبير" : "Kıdemli";
      const fullTime = locale === "ar" ? "دوام كامل" : "Tam Zamanlı";
      await expect(page.locator("main article dd", { hasText: fullTime }).first()).toBeVisible();
      await expect(page.locator("main article dd", { hasText: /^Full Time$/ })).toHaveCount(0);
      await levels.getByText(senior, { exact: true }).click();
      await expect(page).toHaveURL(/level=Senior/);
      await expect(page.locator("main article dd", { hasText: senior }).first()).toBeVisible();
    });

    test("the language switcher keeps the page and its query", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${inLocale("/job-postings", locale)}?category=engineering`);
      const switcher = page.getByRole("banner").locator("a[hreflang]:visible");
      await expect(switcher).toHaveCount(3);
      // Server-rendered with the page (so it works without JavaScript); the query joins as the visitor reaches for it.
      const english = page.getByRole("banner").locator('a[hreflang="en"]:visible');
      await expect(english).toHaveAttribute("href", "/job-postings");
      await english.hover();
      await expect(english).toHaveAttribute("href", "/job-postings?category=engineering");
      const other = locale === "ar" ? "tr" : "ar";
      await page.getByRole("banner").locator(`a[hreflang="${other}"]:visible`).click();
      await expect(page).toHaveURL(`${BASE}${inLocale("/job-postings", other)}?category=engineering`);
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });

    test("between 1024 and 1279 px the header's languages are a globe menu that fits the bar and keeps the query", async ({ page }) => {
      const banner = page.getByRole("banner");
      const menu = banner.getByRole("navigation", { name: locale === "ar" ? "اللغة" : "Dil" });
      for (const width of [1024, 1279]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${inLocale("/job-postings", locale)}?category=engineering`);
        await expect(menu).toBeVisible();
        await expect(banner.locator("a[hreflang]:visible")).toHaveCount(0);
        // Logo, links, globe and call to action all inside the page's margins.
        const bar = (await banner.locator(".container-page").boundingBox())!;
        const cta = (await banner.getByRole("link", { name: locale === "ar" ? "احجز عرضًا توضيحيًا" : "Demo Planlayın" }).boundingBox())!;
        expect(cta.x >= bar.x + 31 && cta.x + cta.width <= bar.x + bar.width - 31, `${width} px`).toBe(true);
        await menu.locator("summary").click();
        const english = menu.locator('a[hreflang="en"]');
        await english.hover();
        await expect(english).toHaveAttribute("href", "/job-postings?category=engineering");
        await page.keyboard.press("Escape");
        await expect(english).toBeHidden();
      }
      await menu.locator("summary").click();
      const other = locale === "ar" ? "tr" : "ar";
      await menu.locator(`a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(`${BASE}${inLocale("/job-postings", other)}?category=engineering`);
    });

    test("links stay in the language and unknown paths go to this language's home", async ({ page }) => {
      await page.goto(inLocale("/", locale));
      const internal = await page.locator('main a[href^="/"]:not([hreflang])').evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
      expect(internal.length).toBeGreaterThan(5);
      expect(internal.filter((href) => !href.startsWith(`/${locale}`) && !/\.(xml|png|svg|pdf)$/.test(href))).toEqual([]);
      await page.goto(inLocale("/no-such-page", locale));
      await expect(page).toHaveURL(`${BASE}/${locale}`);
      await page.goto(inLocale("/compliance/no-such-regime", locale));
      await expect(page).toHaveURL(`${BASE}/${locale}/compliance`);
    });

    for (const width of [390, 1366]) {
      test(`axe finds nothing on ${locale} pages at ${width} px`, async ({ page, expectAxeClean }) => {
        // Several pages scanned in one test: on a slow machine more than the default 45 s.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        // The form pages are scanned in these languages and widths by e2e/forms-l10n.spec.ts.
        for (const path of ["/", "/job-postings", "/compliance/gdpr", "/blogs"]) {
          await page.goto(inLocale(path, locale));
          await expectAxeClean(page);
        }
      });
    }
  });
}

test("buttons keep their labels on one line on a phone, in every language", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Pages with two buttons side by side: a job card's, and the not-found states' way back beside "Book a Demo".
  for (const path of ["/job-postings", "/blogs/no-such-post", "/solutions/services/no-such-service"]) {
    for (const locale of ["en", "ar", "tr"] as const) {
      await page.goto(inLocale(path, locale));
      const buttons = page.locator("main").locator("a.btn-primary, a.btn-secondary").filter({ visible: true });
      expect(await buttons.count(), `${locale} ${path}`).toBeGreaterThanOrEqual(2);
      for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        // One line of label is 44 px high (min-h-11); a label on two lines made it 70.
        expect(box.height, `${locale} ${path}`).toBeLessThan(50);
      }
    }
  }
});

test("without JavaScript the language switcher keeps a list's search and filters", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/blogs`);
  await page.getByPlaceholder("Search for blogs..").fill("watermark");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/blogs\?q=watermark/);
  // The link itself names the page only (the layout is static); the server finds the query where the click came from.
  await page.getByRole("banner").locator('a[hreflang="ar"]:visible').click();
  await expect(page).toHaveURL(/\/ar\/blogs\?q=watermark/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('input[name="q"]')).toHaveValue("watermark");
  await page.getByRole("contentinfo").locator('a[hreflang="tr"]').click();
  await expect(page).toHaveURL(/\/tr\/blogs\?q=watermark/);
  // Within one language, a link to the bare list (clearing the search) is followed as written.
  await page.goto(`${BASE}/tr/job-postings?q=no-such-role-anywhere`);
  await page.getByRole("main").locator("a.btn-secondary").click();
  await expect(page).toHaveURL(`${BASE}/tr/job-postings`);
  await context.close();
});

test.describe("English stays where it was", () => {
  test("unprefixed, left to right, and /en/… leads back to it", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.goto("/en/contact");
    await expect(page).toHaveURL(`${BASE}/contact`);
  });

  test("no page varies by Accept-Language", async ({ request }) => {
    const res = await request.get("/contact", { headers: { "Accept-Language": "ar,tr;q=0.9" }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('lang="en"');
    expect(res.headers()["vary"] ?? "").not.toMatch(/accept-language/i);
  });
});

test.describe("sitemaps in three languages", () => {
  test("each page is listed in every language with its hreflang alternates", async ({ request }) => {
    for (const [sitemap, path] of [
      ["/sitemap-0.xml", "/blindspot"],
      ["/server-sitemap.xml", "/compliance/gdpr"],
    ] as const) {
      const xml = await (await request.get(sitemap)).text();
      for (const locale of ["en", "ar", "tr"] as const) {
        expect(xml).toContain(`<loc>${BASE}${inLocale(path, locale)}</loc>`);
        expect(xml).toContain(`hreflang="${locale}" href="${BASE}${inLocale(path, locale)}"`);
      }
      expect(xml).toContain(`hreflang="x-default" href="${BASE}${path}"`);
    }
  });
});
