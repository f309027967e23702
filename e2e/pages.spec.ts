import type { Page } from "@playwright/test";
import { careersFaq } from "../content/careers";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./page-problems";

/** Every page: one h1 and no sideways scrolling, from the smallest phone (320 px) to a laptop. */
async function expectSoundLayout(page: Page, path: string) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator("h1"), `${path} at ${width}px`).toHaveCount(1);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${path} overflows at ${width}px`).toBeLessThanOrEqual(0);
  }
}

type RawService = { slug: string; title: string; content: { hero: { title: string; ctaText: string; ctaUrl: string }; expertGuidance: { title: string; description: string }; consultingServices: { title: string; services: { title: string }[] } } };

test.describe("service detail", () => {
  test("shows hero, expert guidance paragraphs, consulting grid and the closing section", async ({ page, request, expectAxeClean }) => {
    const body = await (await request.get("/api/services")).json();
    const services: RawService[] = Array.isArray(body) ? body : body.data;
    expect(services.length).toBeGreaterThan(0);
    const service = services[0]!;
    const response = await page.goto(`/solutions/services/${service.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.content.hero.title || service.title);
    const heroCta = page.getByRole("main").getByRole("link", { name: service.content.hero.ctaText }).first();
    await expect(heroCta).toHaveAttribute("href", service.content.hero.ctaUrl);

    const guidance = page.getByRole("region", { name: service.content.expertGuidance.title });
    const paragraphs = service.content.expertGuidance.description.split(/\r?\n[ \t]*\r?\n/).filter((p) => p.trim());
    await expect(guidance.locator(".prose-content p")).toHaveCount(paragraphs.length);

    const consulting = page.getByRole("heading", { level: 2, name: service.content.consultingServices.title });
    await expect(consulting.locator("span").first()).toHaveText(service.content.consultingServices.title.trim().split(/\s/)[0]!);
    for (const item of service.content.consultingServices.services) {
      await expect(page.getByRole("heading", { level: 3, name: item.title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: /^(Book|Get) a Demo/ }).first()).toHaveAttribute("href", "/request-demo");
    await expectAxeClean(page);
  });

  test("an unknown slug shows 'Service Not Found' with a 404 status", async ({ page, expectAxeClean }) => {
    const response = await page.goto("/solutions/services/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle(/Service Not Found/);
    await expectAxeClean(page);
    await expect(page.getByRole("link", { name: "Back to Solutions" })).toHaveAttribute("href", "/solutions");
  });
});

test.describe("legal pages", () => {
  for (const [path, h1, sections] of [
    ["/privacy", "Privacy Policy", ["1. Who we are", "4. Why we use it and our lawful bases", "7. International transfers", "8. How long we keep it", "10. Your rights", "14. Contact us"]],
    ["/terms", "Terms & Conditions", ["1. About us and these terms", "4. Contact, demo and partner enquiries", "7. Information, not advice", "12. Governing law"]],
  ] as const) {
    test(`${path} is a structured document with contents links`, async ({ page, expectAxeClean }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByText(/^Last updated/)).toBeVisible();
      const toc = page.getByRole("navigation", { name: "On this page" });
      for (const title of sections) {
        await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
        await expect(toc.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", /^#/);
      }
      await expect(page.getByRole("main").getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/request-demo");
      await expectAxeClean(page);
      await expectSoundLayout(page, path);
    });
  }

  test("the privacy notice names the controller, the forms' data and the regulators", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    for (const text of ["E7 Data Security Ltd", "Contact form:", "Demo request:", "Job application:", "Information Commissioner's Office", "UAE PDPL", "DPDP Act"]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole("link", { name: "privacy@e7datasecurity.com" }).first()).toHaveAttribute("href", "mailto:privacy@e7datasecurity.com");
  });
});

test.describe("contact and demo shells", () => {
  test("/contact has the form slot and cards for email, phone, headquarters and the three offices", async ({ page, expectAxeClean }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("heading", { level: 2, name: "Send us a message" })).toBeVisible();
    await expect(page.getByRole("link", { name: "info@e7datasecurity.com" }).first()).toHaveAttribute("href", "mailto:info@e7datasecurity.com");
    await expect(page.getByRole("main").getByRole("link", { name: "+44 20 7946 0718" }).first()).toHaveAttribute("href", "tel:+442079460718");
    const offices = page.getByRole("region", { name: /Close to our customers/ });
    for (const name of ["Headquarters", "Egypt office", "Turkey office", "Dubai office"]) {
      await expect(offices.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(offices).toContainText("London");
    await expect(page.getByRole("main").getByRole("link", { name: /Book a Demo/ })).toHaveAttribute("href", "/request-demo");
    await expectAxeClean(page);
    await expectSoundLayout(page, "/contact");
  });

  test("/request-demo has the form slot followed by the partner call to action", async ({ page, expectAxeClean }) => {
    await page.goto("/request-demo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Demo");
    await expect(page.getByRole("heading", { name: "Tell us about your organisation" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Become a Partner/ })).toHaveAttribute("href", "/partners");
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/request-demo");
    await expectAxeClean(page);
    await expectSoundLayout(page, "/request-demo");
  });
});

test.describe("careers", () => {
  test("hero, why build your career, job openings, What's New and the FAQ", async ({ page, expectAxeClean }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build the future of data security");
    await expect(page.getByRole("link", { name: "Explore Open Roles" })).toHaveAttribute("href", "/job-postings");
    await expect(page.getByRole("heading", { name: "Why build your career at E7?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Open Positions" })).toHaveAttribute("href", "/job-postings");
    await expect(page.getByRole("heading", { level: 2, name: "Job Openings" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What's New" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/request-demo");
    await expectAxeClean(page);
    await expectSoundLayout(page, "/careers");
  });

  test("FAQ: four questions, the first open, one open at a time, clicking the open one closes it", async ({ page }) => {
    await page.goto("/careers");
    const buttons = careersFaq.map((item) => page.getByRole("button", { name: item.question }));
    expect(careersFaq).toHaveLength(4);
    for (const b of buttons) await expect(b).toBeVisible();
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(careersFaq[0]!.answer)).toBeVisible();
    await expect(page.getByText(careersFaq[1]!.answer)).toBeHidden();

    await buttons[1]!.click();
    await expect(buttons[1]!).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(careersFaq[1]!.answer)).toBeVisible();
    await expect(page.getByText(careersFaq[0]!.answer)).toBeHidden();

    await buttons[1]!.click();
    for (const b of buttons) await expect(b).toHaveAttribute("aria-expanded", "false");
  });

  test("the FAQ answers are in the page for crawlers (FAQPage data)", async ({ page }) => {
    await page.goto("/careers");
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(careersFaq.map((f) => f.question));
  });
});

test.describe("layout of the compliance pages", () => {
  for (const path of ["/compliance", "/compliance?page=2", "/compliance/uae-pdpl"]) {
    test(`${path} fits 390px and 1366px`, async ({ page }) => {
      await expectSoundLayout(page, path);
    });
  }
});
