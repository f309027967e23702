import type { Locator, Page } from "@playwright/test";
import { heroSlides } from "../content/marketing/home";
import { heroSlides as heroSlidesAr } from "../content/marketing/home.ar";
import { heroSlides as heroSlidesTr } from "../content/marketing/home.tr";
import { routeMetadata } from "../content/route-metadata";
import { site } from "../content/site";
import { expect, test } from "./fixtures";

/** The marketing pages of spec 2.3-2.10, 2.13, 2.14 and 2.17: headings, sections, links and behaviours. */

const h1Of = (path: keyof typeof routeMetadata) => routeMetadata[path].h1;
const main = (page: Page) => page.getByRole("main");
const sectionBy = (page: Page, headingId: string) => page.locator(`section[aria-labelledby="${headingId}"]`);

async function expectDemoLink(page: Page, name: RegExp = /^(Get a Demo|Book a Demo)/) {
  await expect(main(page).getByRole("link", { name }).first()).toHaveAttribute("href", "/request-demo");
}

async function expectH1(page: Page, text: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
}

/** The shared blog block: a View All link, then up to three posts with Read More, or the empty state. */
async function expectBlogBlock(page: Page, title: string) {
  const block = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
  await expect(block).toHaveCount(1);
  await expect(block.getByRole("link", { name: /^View All/ })).toHaveAttribute("href", "/blogs");
  const readMore = block.getByRole("link", { name: /^Read More/ });
  const count = await readMore.count();
  expect(count).toBeLessThanOrEqual(3);
  if (count === 0) await expect(block.getByText("No blogs found!")).toBeVisible();
  for (const link of await readMore.all()) await expect(link).toHaveAttribute("href", /^\/blogs\/[^/]+$/);
}

async function expectCardTitles(section: Locator, titles: readonly string[]) {
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([...titles]);
}

test.describe("home", () => {
  test("hero, statistics, trust block, Blindspot teaser, What's New and partner call to action", async ({ page, expectAxeClean }) => {
    // Still slides, so the accessibility scan never catches one mid-fade.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expectH1(page, h1Of("/"));
    await expect(main(page).getByRole("link", { name: /^Explore Solutions/ }).first()).toHaveAttribute("href", "/solutions");
    await expectDemoLink(page, /^Book a Demo/);

    // Every slide's text is in the server HTML, only one is shown.
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(page.locator('[aria-roledescription="slide"][data-active]')).toHaveCount(1);
    for (const text of ["Make every screen and document traceable", "Close the leak paths your DLP cannot see", "Protection that stays with the file, wherever it goes"]) {
      await expect(slides.filter({ hasText: text })).toHaveCount(1);
    }

    const stats = page.locator("[data-stat]");
    await expect(stats).toHaveCount(4);
    for (const [i, text] of ["34% of businesses affected yearly", "34% increase in frequency", "60% of breaches from insiders", "$4.9M average cost per incident"].entries()) {
      await expect(stats.nth(i).locator("p").first()).toHaveText(text);
    }

    await expect(sectionBy(page, "trust-title").getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(sectionBy(page, "trust-title").getByRole("link", { name: /Explore Compliance/ })).toHaveAttribute("href", "/compliance");
    await expect(sectionBy(page, "teaser-title").getByRole("link", { name: /Discover Blindspot/ })).toHaveAttribute("href", "/blindspot");
    await expectBlogBlock(page, "What's New");
    await expect(sectionBy(page, "partner-cta-title").getByRole("link", { name: /Become a Partner/ })).toHaveAttribute("href", "/partners");
    await expectAxeClean(page);
  });

  // The page's timers run on Playwright's clock: the test moves time on instead of waiting for it.
  test("carousel auto-advances every 5 s, moves on dot click and pauses", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const dots = page.getByRole("group", { name: "Choose a slide" }).getByRole("button");
    const activeSlide = page.locator('[aria-roledescription="slide"][data-active]');
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(page.locator('link[rel="preload"][href*="slide-leak-prevention"]')).toHaveCount(1); // it runs
    // Only the shown slide is there for a screen reader; the others are hidden and inert, as they move in and out.
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0)).not.toHaveAttribute("inert");
    for (const i of [1, 2]) {
      await expect(slides.nth(i)).toHaveAttribute("inert", "");
      await expect(slides.nth(i)).toBeHidden();
    }

    await page.clock.runFor(5_000);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(activeSlide).toContainText("Close the leak paths");
    await expect(activeSlide).not.toHaveAttribute("inert");
    await expect(slides.nth(0)).toHaveAttribute("inert", "");

    // A dot click moves straight there.
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(activeSlide).toContainText("Protection that stays with the file");
    await expect(activeSlide.getByRole("img")).toBeVisible();

    // Paused, it stays put even with focus and pointer elsewhere.
    await page.getByRole("button", { name: "Pause slide rotation" }).click();
    await expect(page.getByRole("button", { name: "Play slide rotation" })).toBeVisible();
    await page.mouse.move(5, 5);
    await page.locator("h1").click();
    await page.clock.runFor(12_000);
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");

    // Playing again, it wraps round to the first slide.
    await page.getByRole("button", { name: "Play slide rotation" }).click();
    await page.mouse.move(5, 5);
    await page.locator("h1").click();
    await page.clock.runFor(5_000);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("carousel preloads the neighbouring slides' images once it runs, not from the server's head", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    await page.goto("/");
    for (const name of ["slide-leak-prevention", "slide-persistent-encryption"]) {
      await expect(page.locator(`link[rel="preload"][as="image"][href*="${name}"]`)).toHaveCount(1);
      expect(html).not.toMatch(new RegExp(`<link[^>]+href="[^"]*${name}`));
    }
  });

  test("carousel does not rotate under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play slide rotation" })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(page.getByRole("group", { name: "Choose a slide" }).getByRole("button").nth(0)).toHaveAttribute("aria-current", "true");
  });
});

test("blindspot: hero, risk gaps, six benefits, three features and the closing cards", async ({ page, expectAxeClean }) => {
  await page.goto("/blindspot");
  await expectH1(page, h1Of("/blindspot"));
  await expectDemoLink(page, /^Book a Demo/);
  await expect(sectionBy(page, "risk-gaps-title").getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(sectionBy(page, "benefits-title").getByRole("listitem")).toHaveCount(6);
  await expectCardTitles(sectionBy(page, "features-title"), [
    "Dynamic screen watermarks",
    "File watermarks for Word, Excel, PowerPoint and PDF",
    "Print-screen blocking with customisable warnings",
  ]);
  const closing = page.getByRole("region", { name: "Next steps" });
  await expect(closing.getByRole("heading", { level: 2 })).toHaveText(["Book a Demo", "Contact Us"]);
  await expect(closing.getByRole("link", { name: /^Book a Demo/ })).toHaveAttribute("href", "/request-demo");
  await expect(closing.getByRole("link", { name: /^Contact Us/ })).toHaveAttribute("href", "/contact");
  await expectAxeClean(page);
});

test("solutions: hero, intro, three benefits and tiles by industry, use case and service", async ({ page, expectAxeClean }) => {
  await page.goto("/solutions");
  await expectH1(page, h1Of("/solutions"));
  await expectDemoLink(page);
  await expect(sectionBy(page, "intro-title")).toBeVisible();
  await expect(sectionBy(page, "benefits-title").getByRole("heading", { level: 3 })).toHaveCount(3);
  const industries = sectionBy(page, "industries-title").getByRole("link");
  await expect(industries).toHaveCount(6);
  for (const slug of ["government", "finance", "oil-and-gas", "retail", "manufacturing", "healthcare"]) {
    await expect(sectionBy(page, "industries-title").locator(`a[href="/solutions/industry/${slug}"]`)).toHaveCount(1);
  }
  for (const slug of ["data-protection", "ip-protection", "regulatory-compliance"]) {
    await expect(sectionBy(page, "use-cases-title").locator(`a[href="/solutions/usecase/${slug}"]`)).toHaveCount(1);
  }
  const services = sectionBy(page, "services-title");
  const serviceLinks = services.locator('a[href^="/solutions/services/"]');
  if ((await serviceLinks.count()) === 0) await expect(services.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expectAxeClean(page);
});

/** Spec 2.9: which sections each industry has, and how many cards. */
const industryShapes = {
  finance: { intro: true, banner: 3, "why-trust": 3, offerings: 4 },
  manufacturing: { intro: false, banner: 0, "why-trust": 3, offerings: 4 },
  healthcare: { intro: true, banner: 0, "why-trust": 3, offerings: 4 },
  government: { intro: true, banner: 0, "why-trust": 3, offerings: 4 },
  "oil-and-gas": { intro: true, banner: 0, threats: 3, solutions: 4 },
  retail: { intro: true, banner: 0, threats: 3, solutions: 4 },
} as const;

for (const [slug, shape] of Object.entries(industryShapes)) {
  test(`industry ${slug}: hero with Get a Demo and the spec's sections`, async ({ page, expectAxeClean }) => {
    const path = `/solutions/industry/${slug}` as keyof typeof routeMetadata;
    await page.goto(path);
    await expectH1(page, h1Of(path));
    await expect(main(page).locator("section").first().getByRole("link", { name: /^Get a Demo/ })).toHaveAttribute("href", "/request-demo");
    await expect(sectionBy(page, "intro-title")).toHaveCount(shape.intro ? 1 : 0);
    await expect(sectionBy(page, "banner-title").getByRole("listitem")).toHaveCount(shape.banner);
    for (const key of ["why-trust", "offerings", "threats", "solutions"] as const) {
      const expected = (shape as Record<string, number | boolean>)[key] ?? 0;
      await expect(sectionBy(page, `${key}-title`).getByRole("listitem")).toHaveCount(expected as number);
    }
    if (slug === "retail") await expect(sectionBy(page, "threats-title")).toContainText("Challenges");
    await expectAxeClean(page);
  });
}

test("an unknown industry goes home", async ({ page }) => {
  await page.goto("/solutions/industry/space");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("use cases", () => {
  test("data protection: three named threats, five key features and its resources", async ({ page, expectAxeClean }) => {
    await page.goto("/solutions/usecase/data-protection");
    await expectH1(page, h1Of("/solutions/usecase/data-protection"));
    await expectDemoLink(page, /^Get a Demo/);
    await expectCardTitles(sectionBy(page, "threats-title"), [
      "Unauthorised downloads or copies",
      "Screenshots, print and copy-paste",
      "Exfiltration by departing or rogue insiders",
    ]);
    await expect(sectionBy(page, "capabilities-title").getByRole("heading", { level: 3 })).toHaveCount(5);
    await expectBlogBlock(page, "Internal Threat Protection Resources");
    await expectAxeClean(page);
  });

  test("IP protection: explanation, five capabilities and its resources", async ({ page, expectAxeClean }) => {
    await page.goto("/solutions/usecase/ip-protection");
    await expectH1(page, h1Of("/solutions/usecase/ip-protection"));
    await expect(main(page).getByRole("link", { name: /^Get a Demo/ })).toHaveAttribute("href", "/request-demo");
    await expect(sectionBy(page, "explainer-title")).toBeVisible();
    await expectCardTitles(sectionBy(page, "capabilities-title"), [
      "Persistent file-level security",
      "Dynamic watermarking",
      "Granular usage policies",
      "Real-time access revocation",
      "Full audit trails",
    ]);
    await expectBlogBlock(page, "IP Protection Resources");
    await expectAxeClean(page);
  });

  test("regulatory compliance: three aims, Explore Compliance, five capabilities and its resources", async ({ page, expectAxeClean }) => {
    await page.goto("/solutions/usecase/regulatory-compliance");
    await expectH1(page, h1Of("/solutions/usecase/regulatory-compliance"));
    await expectDemoLink(page, /^Get a Demo/);
    const intro = sectionBy(page, "explainer-title");
    await expect(intro.getByRole("listitem")).toHaveCount(3);
    await expect(intro.getByRole("link", { name: /^Explore Compliance/ })).toHaveAttribute("href", "/compliance");
    await expectCardTitles(sectionBy(page, "capabilities-title"), [
      "Classification and labelling",
      "Persistent protection",
      "Real-time activity tracking",
      "Audit-ready dashboards exportable to SIEM and BI tools",
      "DLP, CASB and DSPM integration",
    ]);
    await expectBlogBlock(page, "Compliances Resources");
    await expectAxeClean(page);
  });
});

test("why-e7: Why Choose, Excellence Worth Trusting and Join the Community", async ({ page, expectAxeClean }) => {
  await page.goto("/why-e7");
  await expectH1(page, h1Of("/why-e7"));
  await expectDemoLink(page, /^Book a Demo/);
  await expect(page.getByRole("heading", { level: 2, name: /Why Choose/ })).toBeVisible();
  await expectCardTitles(sectionBy(page, "why-choose-title"), ["User-centric design", "Comprehensive security", "Innovation", "Proven track record", "Tailored solutions"]);
  const excellence = sectionBy(page, "excellence-title");
  await expect(excellence.getByRole("heading", { level: 2 })).toHaveText("Excellence Worth Trusting");
  await expect(excellence.locator("#support, #expertise")).toHaveCount(2);
  const community = sectionBy(page, "community-title");
  await expect(community.getByRole("heading", { level: 2 })).toHaveText("Join the Community");
  await expect(community.getByRole("link")).toHaveAttribute("href", "/contact");
  await expectAxeClean(page);
});

test.describe("partners", () => {
  test("portal links open the external portal in a new tab", async ({ page, expectAxeClean }) => {
    await page.goto("/partners");
    await expectH1(page, h1Of("/partners"));
    await expectDemoLink(page, /^Book a Demo/);
    const expected = [
      { name: /^Register as Partner/, href: site.partnerPortal.signUpUrl },
      { name: /^Login Here!/, href: site.partnerPortal.loginUrl },
      { name: /^Register Now!/, href: site.partnerPortal.signUpUrl },
    ];
    for (const { name, href } of expected) {
      const link = main(page).getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(page.getByRole("heading", { level: 2, name: "Already a member" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Become a Partner" })).toBeVisible();
    await expectCardTitles(sectionBy(page, "partner-benefits-title"), [
      "Cybersecurity suite access",
      "Sales and marketing enablement",
      "Competitive commission with deal registration",
      "Training and certification",
    ]);
    await expectAxeClean(page);
  });

  test("FAQ accordion: first open, one at a time, clicking the open one closes it", async ({ page }) => {
    await page.goto("/partners");
    const faq = sectionBy(page, "faq-title");
    const buttons = faq.getByRole("button");
    await expect(buttons).toHaveCount(4);
    const panels = faq.getByRole("region");
    const expectOpen = async (index: number | null) => {
      for (let i = 0; i < 4; i++) {
        await expect(buttons.nth(i)).toHaveAttribute("aria-expanded", String(i === index));
      }
      await expect(panels).toHaveCount(index === null ? 0 : 1);
    };
    await expectOpen(0);
    await expect(faq.getByText(/Any registered business/)).toBeVisible();
    await buttons.nth(2).click();
    await expectOpen(2);
    await expect(faq.getByText(/Any registered business/)).toBeHidden();
    await buttons.nth(2).click();
    await expectOpen(null);
    await buttons.nth(3).press("Enter");
    await expectOpen(3);
    // Closed answers stay in the page for crawlers and find-in-page.
    await expect(faq.locator("[data-accordion-panel]")).toHaveCount(4);
  });
});

test("vision: vision and mission", async ({ page, expectAxeClean }) => {
  await page.goto("/vision");
  await expectH1(page, h1Of("/vision"));
  await expectDemoLink(page, /^Book a Demo/);
  await expect(page.locator("#vision").getByText("Our vision", { exact: true })).toBeVisible();
  await expect(page.locator("#mission").getByText("Our mission", { exact: true })).toBeVisible();
  await expect(sectionBy(page, "values-title").getByRole("heading", { level: 3 })).toHaveCount(4);
  await expectAxeClean(page);
});

test("coming soon: Contact Us and Book a Demo", async ({ page, expectAxeClean }) => {
  await page.goto("/comingsoon");
  await expectH1(page, "Coming Soon");
  await expect(main(page).getByRole("link", { name: /^Contact Us/ })).toHaveAttribute("href", "/contact");
  await expectDemoLink(page, /^Book a Demo/);
  await expectAxeClean(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Nothing rotates without scripts: every slide can be reached and read (a strip that scrolls sideways), and the dots
  // and the pause button, which could not act, are not shown.
  for (const [locale, path, slides] of [["en", "/", heroSlides], ["ar", "/ar", heroSlidesAr], ["tr", "/tr", heroSlidesTr]] as const) {
    for (const width of [390, 1366]) {
      test(`every hero slide is readable and the carousel shows no dead controls (${locale}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const carousel = page.locator("section").filter({ has: page.locator('[id^="hero-slide-"]') }).last();
        // The panel keeps within the screen (the slides side by side must not widen it).
        const box = (await carousel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        for (const slide of slides) {
          const heading = carousel.getByRole("heading", { level: 2, name: slide.title, exact: true });
          await expect(heading).toBeVisible();
          await heading.scrollIntoViewIfNeeded();
          await expect(heading).toBeInViewport();
          await expect(heading).toHaveCSS("opacity", "1");
          // Not inert: a screen reader and find-in-page reach it too.
          await expect(page.locator(`#hero-slide-${slide.id}`)).not.toHaveAttribute("inert");
          await expect(page.locator(`#hero-slide-${slide.id}`)).toHaveCSS("opacity", "1");
        }
        await expect(carousel.getByRole("button")).toHaveCount(0);
        await expect(carousel.locator("button").first()).toBeHidden();
      });
    }
  }

  test("the first slide and every FAQ answer are readable", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('[aria-roledescription="slide"][data-active]')).toContainText("Make every screen and document traceable");
    await page.goto("/partners");
    for (const text of [/Any registered business/, /Access to the full E7 security suite/, /Register through the partner portal/, /Self-paced online courses/]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    // With every answer shown, no question claims to be closed (or open), and no chevron says which one is.
    const questions = page.locator("[data-accordion-panel]").locator("xpath=preceding-sibling::*[1]").getByRole("button");
    expect(await questions.count()).toBeGreaterThan(3);
    for (const question of await questions.all()) {
      await expect(question).not.toHaveAttribute("aria-expanded");
      await expect(question.locator("svg")).toBeHidden();
    }
  });
});
