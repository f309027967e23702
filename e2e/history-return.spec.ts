import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { CONTACT, consent, expectFieldError, field, fillContact, MESSAGES, status, toast } from "./forms-helpers";

/**
 * Back and Forward return to a page as the visitor left it, as a browser does for a page it loaded itself, though the
 * app draws the page again: the contact and demo forms give back what was typed (the consent sentence links to the
 * terms and the privacy policy, and an in-app visit there used to come back to an empty form; a new visit by a link
 * still starts empty), and a long list comes back at the card the visitor left it by.
 */

/** The form's script has taken over (a draft is given back, and kept, only then). */
const formHydrated = (page: Page) => hydrated(page, "#main form");

async function expectContactFilled(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(CONTACT)) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, "Country code")).toHaveValue("+44");
  await expect(field(page, "Nature of Enquiry")).toHaveValue("Partnership");
  await expect(consent(page)).toBeChecked();
}

const footerLink = (page: Page, path: string) => page.getByRole("contentinfo").locator(`a[href="${path}"]`).first();

test("contact: a visit to the privacy policy from the consent box and Back keeps the input", async ({ page }) => {
  // Reached in the app, not loaded: the form's code comes after the router's.
  await page.goto("/");
  await footerLink(page, "/contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await formHydrated(page);
  await fillContact(page);
  await page.locator("#contact-form").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expectContactFilled(page);

  // Still the form's own state, not only text in the boxes: it sends, and then starts empty again.
  await page.getByRole("button", { name: "Send Query" }).click();
  await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
  await expect(field(page, "First Name")).toHaveValue("");
  await page.locator("#contact-form").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.goBack();
  await formHydrated(page);
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Country code")).toHaveValue("+1");
  await expect(consent(page)).not.toBeChecked();
});

test("contact: a reload keeps the input; arriving by a link starts empty", async ({ page }) => {
  await page.goto("/contact");
  await formHydrated(page);
  await fillContact(page);
  await page.reload();
  await formHydrated(page);
  await expectContactFilled(page);

  // Also when the page Back leaves was reloaded.
  await page.locator("#contact-form").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expectContactFilled(page);

  // A Back that no form answered (to the terms) is forgotten: a link to the form later starts it empty.
  await footerLink(page, "/terms").click();
  await expect(page).toHaveURL(/\/terms$/);
  await footerLink(page, "/privacy").click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await footerLink(page, "/contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await formHydrated(page);
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");
});

test("contact: a send refused after the visitor left is said on the page they went to, with the way back to the input", async ({ page, expectAxeClean }) => {
  await page.goto("/");
  await hydrated(page, "header details:has(> summary)");
  await footerLink(page, "/contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await formHydrated(page);
  await fillContact(page);
  // The connection drops while the query is on its way, and the visitor has gone Back by then.
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Send Query" }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const refusal = toast(page, "Your query was not sent.");
  await expect(refusal).toContainText(MESSAGES.contactFailure);
  const shownAt = Date.now();
  await expectAxeClean(page);
  // Not gone with the other toasts' 6 s: an outcome the visitor has not read is a query lost.
  await page.waitForTimeout(Math.max(0, 7000 - (Date.now() - shownAt)));
  await expect(refusal).toBeVisible();
  await page.unroute("**/contact");
  // A keyboard meets the toast's buttons first in the page, where the toast shows, not past the footer.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(refusal.getByRole("button", { name: "Back to the form" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(refusal.getByRole("button", { name: "Dismiss" })).toBeFocused();
  await refusal.getByRole("button", { name: "Back to the form" }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(refusal).toHaveCount(0);
  await expectContactFilled(page);
  await page.getByRole("button", { name: "Send Query" }).click();
  await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
  await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to the form" })).toHaveCount(0);
});

test("contact: fields the server refused after the visitor left are marked again on the way back", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header details:has(> summary)");
  await footerLink(page, "/contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await formHydrated(page);
  // The browser's check cannot be fetched (its scripts are refused from here on), so only the server's check answers.
  const loaded = new Set<string>();
  page.on("requestfinished", (request) => void loaded.add(request.url()));
  await page.waitForLoadState("networkidle");
  await page.route("**/_next/static/chunks/**", (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
  await fillContact(page, { Email: "amira.haddad@" });
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Query" }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const refusal = toast(page, "Your query was not sent.");
  await expect(refusal).toContainText(MESSAGES.email);
  await page.unroute("**/contact");
  await refusal.getByRole("button", { name: "Back to the form" }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(field(page, "Email")).toHaveValue("amira.haddad@");
  await expectFieldError(field(page, "Email"), MESSAGES.email);
  await expect(status(page, "Contact Us")).toHaveText(MESSAGES.email);
  // Corrected, the mark goes with it.
  await field(page, "Email").fill(CONTACT.Email);
  await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");
});

test("demo request (Arabic): the input survives the terms and Back", async ({ page }) => {
  await page.goto("/ar/request-demo");
  await formHydrated(page);
  await page.locator("#field-companyName").fill("بنك الخليج");
  await page.locator("#field-dmFirstName").fill("سارة");
  await page.locator("#field-email").fill("sara@gulfbank.example");
  await page.locator("#field-country").selectOption("United Arab Emirates");
  await page.locator("#demo-form a[href$='/terms']").click();
  await expect(page).toHaveURL(/\/ar\/terms$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/ar\/request-demo$/);
  await expect(page.locator("#field-companyName")).toHaveValue("بنك الخليج");
  await expect(page.locator("#field-dmFirstName")).toHaveValue("سارة");
  await expect(page.locator("#field-email")).toHaveValue("sara@gulfbank.example");
  await expect(page.locator("#field-country")).toHaveValue("United Arab Emirates");
  await expect(page.locator("#field-dmLastName")).toHaveValue("");
});

test("job list: Back from a job returns to the card, also after the job's page was reloaded", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/job-postings");
  await formHydrated(page);
  // A Back that changes only the query is the browser's to restore, and the positions go on being kept after it.
  await page.getByLabel("Sort by").selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  await page.goBack();
  await expect(page).toHaveURL(/\/job-postings$/);
  const card = page.locator("main a[href^='/job-details/']").nth(4);
  await card.scrollIntoViewIfNeeded();
  // The position is read at the click itself: Playwright's click may scroll the card again first (the header's
  // scroll padding makes a card at the very top count as hidden), and the list is left where the click happened.
  await page.evaluate(() => window.addEventListener("click", () => document.documentElement.setAttribute("data-left-at", String(window.scrollY)), { capture: true, once: true }));
  await card.click();
  await expect(page).toHaveURL(/\/job-details\//);
  const left = Number(await page.locator("html").getAttribute("data-left-at"));
  expect(left).toBeGreaterThan(800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0); // a link goes to the top (spec 2.1)
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(/\/job-postings$/);
  await expect(card).toBeInViewport();
  // Read once settled: the list's script puts the position back after drawing the page.
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(1);

  await page.goForward();
  await expect(page).toHaveURL(/\/job-details\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
