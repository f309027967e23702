import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CONTACT, consent, field, fillContact, MESSAGES, status } from "./forms-helpers";

/**
 * The contact and demo forms give back what was typed when the visitor returns through Back (or reloads), as a
 * browser does for a page it loaded itself: the consent sentence links to the terms and the privacy policy, and an
 * in-app visit there used to come back to an empty form. A new visit by a link still starts empty.
 */

/** Hydrated: the form's script has taken over (a draft is given back, and kept, only then). */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector("#main form") ?? {}).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

async function expectContactFilled(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(CONTACT)) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, "Country code")).toHaveValue("+44");
  await expect(field(page, "Nature of Enquiry")).toHaveValue("Partnership");
  await expect(consent(page)).toBeChecked();
}

test("contact: a visit to the privacy policy from the consent box and Back keeps the input", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
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
  await hydrated(page);
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Country code")).toHaveValue("+1");
  await expect(consent(page)).not.toBeChecked();
});

test("contact: a reload keeps the input; arriving by a link starts empty", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await fillContact(page);
  await page.reload();
  await hydrated(page);
  await expectContactFilled(page);

  await page.goto("/privacy");
  await page.getByRole("contentinfo").locator("a[href=\"/contact\"]").first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");
});

test("demo request (Arabic): the input survives the terms and Back", async ({ page }) => {
  await page.goto("/ar/request-demo");
  await hydrated(page);
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
