import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** The header's menus as a visitor reads them, per language. */
const copy = {
  en: { path: "/", solutions: "Solutions", solutionsMenu: "Solutions menu", resources: "Resources", about: "About Us", links: ["Home", "Compliance", "Partners"] },
  ar: { path: "/ar", solutions: "الحلول", solutionsMenu: "قائمة الحلول", resources: "الموارد", about: "من نحن", links: ["الرئيسية", "الامتثال", "الشركاء"] },
  tr: { path: "/tr", solutions: "Çözümler", solutionsMenu: "Çözümler menüsü", resources: "Kaynaklar", about: "Hakkımızda", links: ["Ana Sayfa", "Uyum", "İş Ortakları"] },
} as const;

/** The desktop widths the header is laid out for, from `lg` up. */
const DESKTOP_WIDTHS = [1024, 1366, 1920];

/**
 * Opens a page and waits until its menus answer to the pointer and keyboard (hydrated): before that, CSS alone shows a
 * panel on hover, and a click does nothing.
 */
async function openPage(page: Page, path: string, width = 1366): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.locator("#site-nav li[data-enhanced]")).toHaveCount(3);
  // The script states every menu's state from then on (closed at first); the server's HTML did not (below).
  const triggers = page.locator("#site-nav button[aria-controls]");
  await expect(triggers).toHaveCount(3);
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");
  return page.getByRole("banner");
}

/** The panel a menu's trigger opens (the element its aria-controls names). */
async function panelOf(trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return trigger.page().locator(`[id="${id}"]`);
}

/** The box of an element's own text (not its padding), in the viewport. */
function textBox(element: Locator) {
  return element.evaluate((el) => {
    const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!text) throw new Error("no text");
    const range = document.createRange();
    range.selectNodeContents(text);
    const { left, right, bottom } = range.getBoundingClientRect();
    return { left, right, bottom };
  });
}

test.describe("header menus", () => {
  test("a click on a trigger that hovering has just opened leaves its menu open; the next click closes it", async ({ page }) => {
    const header = await openPage(page, "/");
    const menus = [
      { trigger: header.getByRole("button", { name: "Solutions menu" }), link: header.getByRole("link", { name: /^Government/ }) },
      { trigger: header.getByRole("button", { name: "Resources", exact: true }), link: header.getByRole("link", { name: /^Blogs/ }) },
      { trigger: header.getByRole("button", { name: "About Us", exact: true }), link: header.getByRole("link", { name: /^Careers/ }) },
    ];
    for (const { trigger, link } of menus) {
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(link).toBeVisible();

      await trigger.click();
      // A closing panel fades out over 150 ms: look again once it would have gone.
      await page.waitForTimeout(300);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(link).toBeVisible();

      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(link).toBeHidden();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");

      await page.mouse.move(5, 800);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(link).toBeHidden();
    }
  });

  for (const locale of ["en", "ar", "tr"] as const) {
    test(`the Solutions panel keeps clear of the window's edges at every desktop width (${locale})`, async ({ page }) => {
      const { path, solutionsMenu } = copy[locale];
      for (const width of DESKTOP_WIDTHS) {
        const header = await openPage(page, path, width);
        const trigger = header.getByRole("button", { name: solutionsMenu });
        const panel = await panelOf(trigger);
        await trigger.hover();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        const start = box.x;
        const end = width - (box.x + box.width);
        expect(start, `space before the panel at ${width} px`).toBeGreaterThanOrEqual(16);
        expect(end, `space after the panel at ${width} px`).toBeGreaterThanOrEqual(16);
        // The panel still hangs from its trigger: pointing straight down from the trigger reaches it.
        const t = (await trigger.boundingBox())!;
        expect(t.x + t.width / 2).toBeGreaterThan(box.x);
        expect(t.x + t.width / 2).toBeLessThan(box.x + box.width);
        await page.mouse.move(t.x + t.width / 2, box.y + 40, { steps: 8 });
        await expect(trigger, `the panel stays open on the way down at ${width} px`).toHaveAttribute("aria-expanded", "true");
        await page.mouse.move(5, 880);
        await expect(panel).toBeHidden();
      }
    });
  }

  test("a menu opens with Enter, Space toggles it, and Escape closes it and gives focus back to its trigger", async ({ page }) => {
    const header = await openPage(page, "/");
    const trigger = header.getByRole("button", { name: "Solutions menu" });
    const government = header.getByRole("link", { name: /^Government/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(government).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(government).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(government).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter still closes a menu that hovering opened", async ({ page }) => {
    const header = await openPage(page, "/");
    const trigger = header.getByRole("button", { name: "About Us", exact: true });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  for (const locale of ["en", "ar", "tr"] as const) {
    test(`every menu's chevron sits as close to its label, and the labels line up with the links (${locale})`, async ({ page }) => {
      const c = copy[locale];
      for (const width of [1024, 1366]) {
        const header = await openPage(page, c.path, width);
        const nav = header.getByRole("navigation").first();
        const labels = [
          { text: header.getByRole("link", { name: c.solutions, exact: true }), chevron: header.getByRole("button", { name: c.solutionsMenu }).locator("svg") },
          { text: header.getByRole("button", { name: c.resources, exact: true }), chevron: header.getByRole("button", { name: c.resources, exact: true }).locator("svg") },
          { text: header.getByRole("button", { name: c.about, exact: true }), chevron: header.getByRole("button", { name: c.about, exact: true }).locator("svg") },
        ];
        const gaps: number[] = [];
        const bottoms: number[] = [];
        for (const { text, chevron } of labels) {
          const t = await textBox(text);
          const { x, width: w } = (await chevron.boundingBox())!;
          // Left to right the chevron follows the label; right to left it comes before it on screen.
          gaps.push(locale === "ar" ? t.left - (x + w) : x - t.right);
          bottoms.push(t.bottom);
        }
        for (const link of c.links) bottoms.push((await textBox(nav.getByRole("link", { name: link, exact: true }))).bottom);
        expect(Math.max(...gaps) - Math.min(...gaps), `chevron gaps at ${width} px: ${gaps.join(", ")}`).toBeLessThanOrEqual(0.5);
        expect(Math.max(...bottoms) - Math.min(...bottoms), `text bottoms at ${width} px: ${bottoms.join(", ")}`).toBeLessThanOrEqual(0.5);
      }
    });
  }
});

test.describe("header menus without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // CSS opens a panel while its item is hovered or holds the focus, and no script can tell the trigger: it claims no
  // state rather than a "false" that is wrong while the panel shows.
  for (const locale of ["en", "ar", "tr"] as const) {
    test(`a trigger claims no expanded state, though hovering or focus shows its panel (${locale})`, async ({ page }) => {
      const c = copy[locale];
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(c.path);
      const header = page.getByRole("banner");
      const triggers = page.locator("#site-nav button[aria-controls]");
      await expect(triggers).toHaveCount(3);
      for (const trigger of await triggers.all()) await expect(trigger).not.toHaveAttribute("aria-expanded");

      const solutions = header.getByRole("button", { name: c.solutionsMenu });
      const panel = await panelOf(solutions);
      await solutions.hover();
      await expect(panel).toBeVisible();
      await expect(solutions).not.toHaveAttribute("aria-expanded");
      await page.mouse.move(5, 880);
      await expect(panel).toBeHidden();

      const about = header.getByRole("button", { name: c.about, exact: true });
      await about.focus();
      await expect(await panelOf(about)).toBeVisible();
      await expect(about).not.toHaveAttribute("aria-expanded");
    });
  }
});

test.describe("header menus on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap opens a menu and the next tap closes it (a tablet in landscape)", async ({ page }) => {
    const header = await openPage(page, "/", 1024);
    const trigger = header.getByRole("button", { name: "Solutions menu" });
    const panel = await panelOf(trigger);
    await trigger.tap();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await trigger.tap();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

test.describe("menus that are <details> close when the keyboard's focus leaves them", () => {
  /** Presses Tab until the focus is outside `scope`; false if it never left. */
  async function tabOutOf(page: Page, scope: string): Promise<boolean> {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((selector) => !document.querySelector(selector)?.contains(document.activeElement), scope)) return true;
    }
    return false;
  }

  test("the phone's menu, past its last link (ar, 390 px): nothing stays open over the focused control", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar");
    await hydrated(page, "header details:has(> summary)");
    const toggle = page.locator("header summary[aria-controls]");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-nav")).toBeVisible();
    expect(await tabOutOf(page, "header")).toBe(true);
    await expect(page.locator("#site-nav")).toBeHidden();
    await expect(page.locator("header details[open]")).toHaveCount(0);
    expect(await page.evaluate(() => (document.activeElement?.getClientRects().length ?? 0) > 0)).toBe(true);
  });

  test("the globe's language menu (tr, 1100 px)", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto("/tr/contact");
    await hydrated(page, "header details:has(> summary)");
    const globe = page.locator("header details:has(a[hreflang])");
    await globe.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(globe).toHaveAttribute("open", "");
    expect(await tabOutOf(page, "header details:has(a[hreflang])")).toBe(true);
    await expect(globe).not.toHaveAttribute("open", "");
  });
});
