import { expect, hydrated, test } from "./fixtures";

test.describe("shared layout", () => {
  test("header has every menu item and the Book a Demo button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Blindspot", "Compliance", "Partners"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Solutions", exact: true })).toHaveAttribute("href", "/solutions");
    await expect(nav.getByRole("button", { name: "Resources" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "About Us" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/request-demo");
  });

  test("desktop dropdown opens on hover and shows the Solutions sections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const industry = nav.getByRole("link", { name: /^Government/ });
    await expect(industry).toBeHidden();
    await nav.getByRole("link", { name: "Solutions", exact: true }).hover();
    await expect(industry).toBeVisible();
    await expect(nav.getByText("By Industry")).toBeVisible();
    await expect(nav.getByText("By Use Case")).toBeVisible();
    await expect(nav.getByText("Services", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^IP Protection/ })).toHaveAttribute("href", "/solutions/usecase/ip-protection");
    await page.mouse.move(5, 600);
    await expect(industry).toBeHidden();
  });

  test("dropdowns open by keyboard and close with Escape", async ({ page }) => {
    await page.goto("/");
    // Enter on a trigger does nothing until its menu has hydrated (CI pressed it once before, and the menu stayed shut).
    await expect(page.locator("#site-nav li[data-enhanced]")).toHaveCount(3);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /^Careers/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /^Careers/ })).toBeHidden();
    await expect(about).toBeFocused();
  });

  test("mobile menu opens and closes and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.locator("summary", { hasText: "Menu" });
    const mobileNav = page.getByRole("navigation", { name: "Main" });
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await expect(mobileNav.getByText("About Us", { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(mobileNav.getByRole("link", { name: "Book a Demo" })).toBeVisible();
    await toggle.click();
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await mobileNav.getByRole("link", { name: "Partners", exact: true }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(mobileNav).toBeHidden();
  });

  test("the mobile menu closes with Escape and gives focus back to its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.locator("summary", { hasText: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await toggle.click();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the header carries one copy of the navigation", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    // Besides the main navigation, only the language switcher's three links (in the mobile panel, in the globe menu
    // of the 1024–1279 px bar and in the wider bar).
    expect(header.match(/<nav\b[^>]*aria-label="Main"/g)).toHaveLength(1);
    expect(header.match(/<nav\b/g)).toHaveLength(4);
    expect(header.match(/href="\/solutions\/industry\/healthcare"/g)).toHaveLength(1);
  });

  test("mobile menu links are reachable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("http://localhost:3000/");
    await page.locator("summary", { hasText: "Menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Main" });
    await expect(mobileNav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await context.close();
  });

  test("desktop dropdowns open on hover and focus without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto("http://localhost:3000/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const industry = nav.getByRole("link", { name: /^Government/ });
    await expect(industry).toBeHidden();
    await nav.getByRole("link", { name: "Solutions", exact: true }).hover();
    await expect(industry).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(industry).toBeHidden();
    await nav.getByRole("link", { name: "Solutions", exact: true }).focus();
    await expect(industry).toBeVisible();
    await context.close();
  });

  test("footer has links, compliance regimes, offices, contacts and the 2025 copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const id of ["gdpr", "hipaa", "nis2", "irdai", "uae-pdpl", "sdaia", "dpdp"]) {
      await expect(footer.locator(`a[href="/compliance/${id}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href="/privacy"]')).toBeVisible();
    await expect(footer.locator('a[href="/terms"]')).toBeVisible();
    for (const office of ["Headquarters, England", "Egypt office", "Turkey office", "Dubai office"]) {
      await expect(footer.getByText(office)).toBeVisible();
    }
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
    await expect(footer).toContainText("© 2025");
    await expect(footer.getByRole("heading", { name: "Services" })).toBeVisible();
  });

  test("a content page does not download the forms' code until a form is asked for", async ({ page }) => {
    const formRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(request-demo|contact|job-application\/)/.test(pathname)) formRequests.push(request.url());
    });
    await page.goto("/blindspot");
    await page.waitForLoadState("networkidle");
    expect(formRequests).toEqual([]);
    await page.getByRole("banner").getByRole("link", { name: "Book a Demo" }).click();
    await expect(page).toHaveURL(/\/request-demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("form", { name: "Request a Demo" }).getByRole("button", { name: "Request Demo" })).toBeEnabled();
  });

  test("links navigate in the app, prefetch only when pointed at, and nothing loads the page again", async ({ page }) => {
    const documents: string[] = [];
    const pageData: string[] = [];
    page.on("request", (request) => {
      const { pathname, searchParams } = new URL(request.url());
      if (request.resourceType() === "document") documents.push(pathname);
      else if (searchParams.has("_rsc")) pageData.push(pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Nothing is prefetched while the page loads, however many links it shows.
    expect(pageData).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const vision = page.getByRole("contentinfo").getByRole("link", { name: "Vision & Mission", exact: true });
    await vision.hover();
    await expect.poll(() => pageData.includes("/vision")).toBe(true);
    await vision.click();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("http://localhost:3000/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(documents).toEqual(["/"]);

    // Pointing at a form page's link does not fetch it ahead.
    await page.getByRole("banner").getByRole("link", { name: "Book a Demo" }).hover();
    await page.waitForTimeout(300);
    expect(pageData.filter((path) => path === "/request-demo")).toEqual([]);
  });

  test("a link opened in a new tab is left to the browser", async ({ page, context }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const opened = context.waitForEvent("page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/privacy$/);
    await expect(page).toHaveURL("http://localhost:3000/");
  });

  test("unknown paths redirect to the home page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL("http://localhost:3000/");
  });

  test("a route change scrolls to the top and records a page view", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const views = await page.evaluate(() => (window.vaq ?? []).filter((e) => e[0] === "pageview").map((e) => (e[1] as { path: string }).path));
    expect(views).toEqual(["/", "/privacy"]);
  });

  test("every page carries the site-wide structured data and social card", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((b) => {
      const parsed = JSON.parse(b) as { "@type": string } | { "@type": string }[];
      return (Array.isArray(parsed) ? parsed : [parsed]).map((x) => x["@type"]);
    });
    expect(types).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000");
  });

  test("start-up yields once before hydrating: Next runs the queued beforeInteractive entry, then hydrates", async ({ page }) => {
    await page.goto("/request-demo");
    // Next's bootstrap turns each entry of self.__next_s into a script element in <head>, and hydrates a task later
    // (components/layout/yield-before-hydration.tsx). Without the element, the yield is gone.
    await expect(page.locator("head > script#yield-before-hydration")).toHaveCount(1);
    await hydrated(page, "#main form");
  });

  for (const locale of ["", "/tr", "/ar"]) {
    test(`the desktop header fits on one line at 1024 px${locale ? ` (${locale.slice(1)})` : ""}`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(locale || "/");
      const boxes = await page.evaluate(() => {
        const bar = document.querySelector("header .container-page")!;
        const shown = (item: Element) => item.getBoundingClientRect().width > 0;
        const nav = document.querySelector("#site-nav")!.getBoundingClientRect();
        const entries = [...bar.querySelectorAll("#site-nav > ul > li")].map((entry) => entry.getBoundingClientRect());
        return {
          overflow: bar.scrollWidth - bar.clientWidth,
          items: [...bar.children].filter(shown).map((item) => ({ left: item.getBoundingClientRect().left, right: item.getBoundingClientRect().right })),
          // The logo's and the call to action's text, wider than their boxes when the bar squeezes them.
          squeezed: [...bar.children].filter((item) => shown(item) && item.tagName === "A").filter((item) => item.scrollWidth > item.clientWidth + 1).length,
          entriesOutsideNav: entries.filter((entry) => entry.left < nav.left - 0.5 || entry.right > nav.right + 0.5).length,
          tallestEntry: Math.max(...entries.map((entry) => entry.height)),
        };
      });
      expect(boxes.overflow).toBe(0);
      expect(boxes.squeezed).toBe(0);
      expect(boxes.entriesOutsideNav).toBe(0);
      // Logo, links and call to action in a row, none drawn over the next.
      const ordered = [...boxes.items].sort((a, b) => a.left - b.left);
      ordered.slice(1).forEach((item, index) => expect(item.left).toBeGreaterThanOrEqual(ordered[index]!.right));
      // One line each: a wrapped label makes its entry about twice as tall as the bar's links (25 px, menus 39 px).
      expect(boxes.tallestEntry).toBeLessThanOrEqual(40);
    });
  }

  test("home page has no WCAG 2.2 AA violations", async ({ page, expectAxeClean }) => {
    await page.goto("/");
    await expectAxeClean(page);
  });

  test("the logo links home under a name that starts with the words it shows (WCAG 2.5.3)", async ({ page }) => {
    await page.goto("/");
    const logo = page.locator("header").getByRole("link", { name: "E7 Blindspot home", exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveText("E7 Blindspot");
    await expect(logo).toHaveAttribute("href", "/");
  });

  test("the axe check catches a link whose name leaves out the words it shows", async ({ page, expectAxeClean }) => {
    // The mistake the header's logo once made: label-content-name-mismatch is off in axe unless asked for.
    await page.setContent(`<html lang="en"><head><title>t</title></head><body><main><a href="/" aria-label="E7 home">E7 <span>Blindspot</span></a></main></body></html>`);
    await expect(expectAxeClean(page)).rejects.toThrow(/label-content-name-mismatch/);
  });
});
