import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  CONTACT,
  CONTACT_FIELDS,
  consent,
  DEMO_ORDER,
  expectFieldError,
  expectNoFieldError,
  field,
  fillAll,
  fillContact,
  fillDemo,
  form,
  FORM_SUBMIT,
  MESSAGES,
  pageWithoutJs,
  postWithoutJs,
  status,
  toast,
  uniqueClient,
} from "./forms-helpers";

/**
 * The contact and demo forms against the built-in API (spec sections 3, 4, 5, 8): every message in order, success
 * with reset and analytics, the forms without JavaScript, overlong input, and the per-client rate limit. Payloads as
 * the API host receives them, in-flight labels, failures and the honeypot: forms.standin.spec.ts.
 */

/** RATE_LIMIT_FORMS of the e2e servers (playwright.config.ts siteEnv). */
const FORMS_LIMIT = 8;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient(81) });
});

const sendQuery = (page: Page) => form(page, "Contact Us").getByRole("button", { name: "Send Query" }).click();
const requestDemo = (page: Page) => form(page, "Request a Demo").getByRole("button", { name: "Request Demo" }).click();
const analytics = (page: Page) => page.evaluate(() => window.vaq ?? []);

test.describe("contact form", () => {
  test("every message on its field, whitespace counts as empty, until the form is valid", async ({ page, expectAxeClean }) => {
    await page.goto("/contact");
    await expect(field(page, "Country code")).toHaveValue("+1");
    await sendQuery(page);
    for (const label of ["First Name", "Last Name", "Email", "Phone number", "Message"]) await expectFieldError(field(page, label), MESSAGES.required);
    await expectFieldError(consent(page), MESSAGES.consent);
    await expectNoFieldError(field(page, "Country code"));
    await expectNoFieldError(field(page, "Nature of Enquiry"));
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.required);
    await expect(field(page, "First Name")).toBeFocused();
    await expectAxeClean(page);

    await fillAll(page, { ...CONTACT, "First Name": "   ", Email: "amira@gulfbank" });
    await sendQuery(page);
    await expectFieldError(field(page, "First Name"), MESSAGES.required);
    await expectFieldError(field(page, "Email"), MESSAGES.email);
    for (const label of ["Last Name", "Phone number", "Message"]) await expectNoFieldError(field(page, label));

    await fillAll(page, { "First Name": CONTACT["First Name"], Email: CONTACT.Email });
    await sendQuery(page);
    for (const label of ["First Name", "Last Name", "Email", "Phone number", "Message"]) await expectNoFieldError(field(page, label));
    await expectFieldError(consent(page), MESSAGES.consent);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.consent);
  });

  test("the validator is fetched when a control is first focused; the browser still checks before anything is sent", async ({ page }) => {
    const scripts: string[] = [];
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    // The toast area fetches sonner once the browser is idle (components/layout/toaster.tsx), on a slow machine after
    // the network has gone quiet: counted with the page's scripts, not with the validator.
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
    const loaded = scripts.length;
    await page.waitForTimeout(500);
    expect(scripts).toHaveLength(loaded);

    await field(page, "First Name").focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
    await sendQuery(page);
    await expectFieldError(field(page, "Last Name"), MESSAGES.required);
    expect(posts).toEqual([]);
  });

  test("the consent box links to the terms and the privacy policy", async ({ page }) => {
    for (const path of ["/contact", "/request-demo"]) {
      await page.goto(path);
      const label = page.locator("label", { has: page.getByRole("link", { name: "Terms and Conditions" }) });
      await expect(label.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
      await expect(label.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    }
  });

  test("success: toast, loading toast dismissed, reset to the initial values, form_submit recorded", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page);
    await sendQuery(page);
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    await expect(toast(page, MESSAGES.contactLoading)).toHaveCount(0);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    // Announced once: by the toasts' live region, the form's own line being silent while that region is there.
    await expect(page.locator("[data-sonner-toaster]").locator("xpath=ancestor::*[@aria-live='polite']")).toHaveCount(1);
    await expect(status(page, "Contact Us")).toHaveAttribute("aria-live", "off");
    for (const label of ["First Name", "Last Name", "Email", "Phone number", "Message"]) await expect(field(page, label)).toHaveValue("");
    await expect(field(page, "Country code")).toHaveValue("+1");
    await expect(field(page, "Nature of Enquiry")).toHaveValue("");
    await expect(consent(page)).not.toBeChecked();
    expect(await analytics(page)).toContainEqual(FORM_SUBMIT("contact_form"));
    await expect(form(page, "Contact Us").getByRole("button", { name: "Send Query" })).toBeEnabled();
  });

  test("offline when the toasts' code is fetched (the browser idle after the load): fetched again once back, the outcome toasted", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/contact");
    await context.setOffline(true);
    await page.waitForTimeout(3000); // the Toaster fetches sonner when the browser is idle, 2 s after hydration at the latest
    await context.setOffline(false);
    await fillContact(page);
    await sendQuery(page);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("overlong input is refused with a clear message, in the browser and on the server", async ({ page, request }) => {
    await page.goto("/contact");
    await fillContact(page);
    // The inputs' maxlength stops typing beyond the limit; a tampered page or a bot is stopped by the schema.
    await field(page, "First Name").evaluate((el) => el.removeAttribute("maxlength"));
    await field(page, "First Name").fill("x".repeat(101));
    await sendQuery(page);
    await expectFieldError(field(page, "First Name"), "Please use at most 100 characters");

    const { html } = await postWithoutJs(request, "/contact", "contact-form", { ...CONTACT_FIELDS, lastName: "y".repeat(20_000) }, uniqueClient(83));
    expect(html).toContain("Please use at most 100 characters");
    expect(html).not.toContain("y".repeat(10_001));
  });

  test(`rate limit: after ${FORMS_LIMIT} queries a client is asked to wait, keeping what it typed; other clients are not`, async ({ page, request, browser, baseURL }) => {
    const client = uniqueClient(84);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
    for (let i = 0; i < FORMS_LIMIT; i++) {
      const { sentTo } = await postWithoutJs(request, "/contact", "contact-form", { ...CONTACT_FIELDS, message: `Rate limit ${i}` }, client);
      expect(sentTo, `query ${i + 1} is accepted`).toBe("/contact#contact-sent");
    }
    await page.goto("/contact");
    await fillContact(page);
    await sendQuery(page);
    await expect(toast(page, MESSAGES.rateLimited)).toBeVisible();
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.rateLimited);
    await expect(field(page, "First Name")).toHaveValue(CONTACT["First Name"]);
    await expect(consent(page)).toBeChecked();

    const other = await pageWithoutJs(browser, baseURL!, uniqueClient(84));
    await other.goto("/contact");
    await fillContact(other);
    await other.getByRole("button", { name: "Send Query" }).click();
    await expect(status(other, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    await other.context().close();
  });
});

test.describe("demo request form", () => {
  test("the spec's checks in order: each fix shows the next message as a toast and in the status; all errors on their fields", async ({ page, expectAxeClean }) => {
    await page.goto("/request-demo");
    await field(page, "Company Name").fill("   ");
    await requestDemo(page);
    await expect(toast(page, DEMO_ORDER[0])).toBeVisible();
    await expect(status(page, "Request a Demo")).toHaveText(DEMO_ORDER[0]);
    await expectFieldError(field(page, "Company Name"), DEMO_ORDER[0]);
    await expectFieldError(field(page, "Decision Maker's First Name"), DEMO_ORDER[1]);
    await expectFieldError(field(page, "Business Email"), DEMO_ORDER[2]);
    await expectFieldError(field(page, "Phone number"), DEMO_ORDER[5]);
    await expectFieldError(field(page, "Country"), DEMO_ORDER[6]);
    await expectFieldError(consent(page), DEMO_ORDER[7]);
    for (const label of ["Decision Maker's Last Name", "Job Title", "Country code"]) await expectNoFieldError(field(page, label));
    await expect(field(page, "Company Name")).toBeFocused();
    // The form with its errors; the shared toast area (components/layout/toaster.tsx) is checked by its owner.
    await expectAxeClean(page, { exclude: ["[data-sonner-toaster]"] });

    const fixes: [() => Promise<unknown>, string][] = [
      [() => field(page, "Company Name").fill("Gulf Bank"), DEMO_ORDER[1]],
      [() => field(page, "Decision Maker's First Name").fill("  Sara  "), DEMO_ORDER[2]],
      [() => field(page, "Business Email").fill("sara@gulfbank"), DEMO_ORDER[3]],
      [
        // The select always holds a code; a page that lost it (tampering, a broken autofill) must still be caught.
        async () => {
          await field(page, "Business Email").fill("sara@gulfbank.example");
          await field(page, "Country code").evaluate((el) => el.append(new Option("", "")));
          await field(page, "Country code").selectOption("");
        },
        DEMO_ORDER[4],
      ],
      [() => field(page, "Country code").selectOption("+971"), DEMO_ORDER[5]],
      [() => field(page, "Phone number").fill("501234567"), DEMO_ORDER[6]],
      [() => field(page, "Country").selectOption("United Arab Emirates"), DEMO_ORDER[7]],
    ];
    for (const [fix, next] of fixes) {
      await fix();
      // The status names the first field still wrong as soon as the one it named is fixed, not at the next submit.
      await expect(status(page, "Request a Demo")).toHaveText(next);
      await requestDemo(page);
      await expect(toast(page, next), `then '${next}'`).toBeVisible();
      await expect(status(page, "Request a Demo")).toHaveText(next);
    }

    await consent(page).check();
    await expect(status(page, "Request a Demo")).toHaveText("");
    await requestDemo(page);
    await expect(toast(page, MESSAGES.demoSuccess)).toBeVisible();
    await expect(status(page, "Request a Demo")).toHaveText(MESSAGES.demoSuccess);
    for (const label of ["Company Name", "Decision Maker's First Name", "Business Email", "Phone number", "Country"]) await expect(field(page, label)).toHaveValue("");
    await expect(field(page, "Country code")).toHaveValue("+1");
    await expect(consent(page)).not.toBeChecked();
    expect(await analytics(page)).toContainEqual(FORM_SUBMIT("demo_request"));
  });
});

test.describe("without JavaScript", () => {
  test("contact: errors come back with the visitor's input; then success with an empty form", async ({ browser, baseURL }) => {
    const page = await pageWithoutJs(browser, baseURL!, uniqueClient(85));
    await page.goto("/contact");
    await fillAll(page, { ...CONTACT, Email: "amira@gulfbank" });
    await field(page, "Country code").selectOption("+44");
    await field(page, "Nature of Enquiry").selectOption("Support");
    await page.getByRole("button", { name: "Send Query" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.email);
    await expectFieldError(field(page, "Email"), MESSAGES.email);
    await expectFieldError(consent(page), MESSAGES.consent);
    await expect(field(page, "First Name")).toHaveValue(CONTACT["First Name"]);
    await expect(field(page, "Message")).toHaveValue(CONTACT.Message);
    await expect(field(page, "Email")).toHaveValue("amira@gulfbank");
    await expect(field(page, "Country code")).toHaveValue("+44");
    await expect(field(page, "Nature of Enquiry")).toHaveValue("Support");

    await field(page, "Email").fill(CONTACT.Email);
    await consent(page).check();
    await page.getByRole("button", { name: "Send Query" }).click();
    // Sent to the form's page (a GET), so a reload cannot post the query again and Back works.
    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    await expect(field(page, "First Name")).toHaveValue("");
    await expect(field(page, "Country code")).toHaveValue("+1");
    await expect(consent(page)).not.toBeChecked();
    await page.reload();
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    await page.context().close();
  });

  test("demo: errors in the spec's order come back with the input; then success", async ({ browser, baseURL }) => {
    const page = await pageWithoutJs(browser, baseURL!, uniqueClient(85));
    await page.goto("/request-demo");
    await field(page, "Decision Maker's First Name").fill("Sara");
    await field(page, "Job Title").fill("CISO");
    await page.getByRole("button", { name: "Request Demo" }).click();
    await expect(page).toHaveURL(/\/request-demo#demo-form$/);
    await expect(status(page, "Request a Demo")).toHaveText(DEMO_ORDER[0]);
    await expectFieldError(field(page, "Company Name"), DEMO_ORDER[0]);
    await expectFieldError(field(page, "Business Email"), DEMO_ORDER[2]);
    await expect(field(page, "Decision Maker's First Name")).toHaveValue("Sara");
    await expect(field(page, "Job Title")).toHaveValue("CISO");

    await fillDemo(page);
    await page.getByRole("button", { name: "Request Demo" }).click();
    await expect(page).toHaveURL(/\/request-demo#demo-sent$/);
    await expect(status(page, "Request a Demo")).toHaveText(MESSAGES.demoSuccess);
    await expect(field(page, "Company Name")).toHaveValue("");
    await page.context().close();
  });
});
