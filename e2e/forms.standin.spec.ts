import type { APIRequestContext, Page } from "@playwright/test";
import { expect, STAND_IN_URL, test } from "./fixtures";
import { CONTACT, consent, DEMO, field, fillContact, fillDemo, form, MESSAGES, pageWithoutJs, status, toast, uniqueClient } from "./forms-helpers";

/**
 * The contact and demo forms against an API host (the stand-in, e2e/stand-in/server.mjs): the JSON it receives
 * (spec sections 3 and 7), the in-flight labels while it is slow, failures keeping the visitor's data, the forms
 * without JavaScript, and the honeypot.
 */

type Received = { path: string; contentType: string; language: string; json?: Record<string, unknown> };

const control = (request: APIRequestContext, path: string, body?: unknown) => request.post(`${STAND_IN_URL}/__control/${path}`, { data: body ?? {} });
const received = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(`${STAND_IN_URL}/__control/received`)).json()) as Received[]).filter((r) => r.path === path);

const sendQuery = (page: Page) => form(page, "Contact Us").getByRole("button", { name: "Send Query" }).click();
const requestDemo = (page: Page) => form(page, "Request a Demo").getByRole("button", { name: "Request Demo" }).click();

const EXPECTED_LEAD = {
  firstName: CONTACT["First Name"],
  lastName: CONTACT["Last Name"],
  email: CONTACT.Email,
  countryCode: "+44",
  phoneNumber: CONTACT["Phone number"],
  natureOfEnquiry: "Partnership",
  message: CONTACT.Message,
};

const EXPECTED_DEMO = {
  companyName: DEMO["Company Name"],
  dmFirstName: DEMO["Decision Maker's First Name"],
  dmLastName: DEMO["Decision Maker's Last Name"],
  dmTitle: DEMO["Job Title"],
  email: DEMO["Business Email"],
  countryCode: "+971",
  phoneNumber: DEMO["Phone number"],
  country: "United Arab Emirates",
};

test.beforeEach(async ({ page, request }) => {
  await control(request, "reset");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient(91) });
});

test.describe("payloads received by the API host", () => {
  test("contact: POST /api/lead with the query of section 3, trimmed, without the consent box or the honeypot", async ({ page, request }) => {
    await page.goto("/contact");
    await fillContact(page, { "First Name": `  ${CONTACT["First Name"]}  ` });
    await sendQuery(page);
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    const leads = await received(request, "/api/lead");
    expect(leads).toHaveLength(1);
    expect(leads[0]!.contentType).toMatch(/^application\/json/);
    expect(leads[0]!.json).toEqual(EXPECTED_LEAD);
  });

  test("contact: an enquiry without a nature leaves the optional field out", async ({ page, request }) => {
    await page.goto("/contact");
    await fillContact(page);
    await field(page, "Nature of Enquiry").selectOption("");
    await sendQuery(page);
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    const { natureOfEnquiry: _left, ...expected } = EXPECTED_LEAD;
    expect((await received(request, "/api/lead"))[0]!.json).toEqual(expected);
  });

  test("contact from the Turkish page: the same body, and the page's language as Accept-Language", async ({ page, request }) => {
    await page.goto("/tr/contact");
    const turkish = page.getByRole("form", { name: "Bize Ulaşın" });
    for (const [name, value] of Object.entries({ firstName: "Ayşe", lastName: "Yılmaz", email: "ayse@example.com", phoneNumber: "5321234567", message: "Merhaba" })) {
      await turkish.locator(`#field-${name}`).fill(value);
    }
    await turkish.locator("#field-countryCode").selectOption("+90");
    await turkish.locator("#field-consent").check();
    await turkish.getByRole("button", { name: "Talebi Gönder" }).click();
    await expect(toast(page, "Talebiniz başarıyla gönderildi!")).toBeVisible();
    const [lead] = await received(request, "/api/lead");
    expect(lead!.language).toBe("tr");
    expect(lead!.json).toEqual({ firstName: "Ayşe", lastName: "Yılmaz", email: "ayse@example.com", countryCode: "+90", phoneNumber: "5321234567", message: "Merhaba" });
  });

  test("demo: POST /api/demo with the request of section 3; optional names left out when blank", async ({ page, request }) => {
    await page.goto("/request-demo");
    await fillDemo(page);
    await requestDemo(page);
    await expect(toast(page, MESSAGES.demoSuccess)).toBeVisible();
    await fillDemo(page, { "Decision Maker's Last Name": "", "Job Title": "   " });
    await requestDemo(page);
    await expect.poll(async () => (await received(request, "/api/demo")).length).toBe(2);
    const demos = await received(request, "/api/demo");
    expect(demos.map((d) => d.json)).toEqual([EXPECTED_DEMO, { ...EXPECTED_DEMO, dmLastName: undefined, dmTitle: undefined }].map((d) => JSON.parse(JSON.stringify(d))));
  });
});

// Slow, yet inside the site's timeout for the API host (API_TIMEOUT_MS=2000 in playwright.config.ts).
const SLOW = { mode: "ok", delayMs: 1500, match: "/api/" };

test.describe("while the API host is slow", () => {
  test("contact: 'Sending Query...' on a disabled button and the loading toast, both gone on completion", async ({ page, request }) => {
    await page.goto("/contact");
    await fillContact(page);
    await control(request, "mode", SLOW);
    await sendQuery(page);
    const button = form(page, "Contact Us").getByRole("button", { name: "Sending Query..." });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(toast(page, MESSAGES.contactLoading)).toBeVisible();
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    await expect(toast(page, MESSAGES.contactLoading)).toHaveCount(0);
    await expect(form(page, "Contact Us").getByRole("button", { name: "Send Query" })).toBeEnabled();
    expect(await received(request, "/api/lead")).toHaveLength(1);
  });

  test("demo: 'Submitting...' on a disabled button until the answer is in", async ({ page, request }) => {
    await page.goto("/request-demo");
    await fillDemo(page);
    await control(request, "mode", SLOW);
    await requestDemo(page);
    const button = form(page, "Request a Demo").getByRole("button", { name: "Submitting..." });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(toast(page, MESSAGES.demoSuccess)).toBeVisible();
    await expect(form(page, "Request a Demo").getByRole("button", { name: "Request Demo" })).toBeEnabled();
  });
});

test.describe("when the API host fails", () => {
  test("contact: the failure toast, and everything the visitor entered is still there", async ({ page, request }) => {
    await page.goto("/contact");
    await fillContact(page);
    await control(request, "mode", { mode: "fail", match: "/api/lead" });
    await sendQuery(page);
    await expect(toast(page, MESSAGES.contactFailure)).toBeVisible();
    await expect(toast(page, MESSAGES.contactLoading)).toHaveCount(0);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactFailure);
    for (const [label, value] of Object.entries(CONTACT)) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, "Country code")).toHaveValue("+44");
    await expect(field(page, "Nature of Enquiry")).toHaveValue("Partnership");
    await expect(consent(page)).toBeChecked();
    await expect(page.locator("body")).not.toContainText(/Stand-in failure|answered 500|ApiError/);

    // The visitor tries again once the host is back: nothing was lost.
    await control(request, "mode", { mode: "ok" });
    await sendQuery(page);
    await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
    expect((await received(request, "/api/lead")).map((r) => r.json)).toEqual([EXPECTED_LEAD]);
  });

  test("demo: the failure toast, and the data is kept", async ({ page, request }) => {
    await page.goto("/request-demo");
    await fillDemo(page);
    await control(request, "mode", { mode: "fail", match: "/api/demo" });
    await requestDemo(page);
    await expect(toast(page, MESSAGES.demoFailure)).toBeVisible();
    for (const [label, value] of Object.entries(DEMO)) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, "Country")).toHaveValue("United Arab Emirates");
    await expect(consent(page)).toBeChecked();
    expect(await received(request, "/api/demo")).toHaveLength(0);
  });
});

test.describe("without JavaScript", () => {
  test("contact: the native post reaches the API host and the page says so", async ({ browser, baseURL, request }) => {
    const page = await pageWithoutJs(browser, baseURL!, uniqueClient(92));
    await page.goto("/contact");
    await fillContact(page);
    await page.getByRole("button", { name: "Send Query" }).click();
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    expect((await received(request, "/api/lead")).map((r) => r.json)).toEqual([EXPECTED_LEAD]);
    await page.context().close();
  });

  test("demo: a failing host gives the failure message with the input kept", async ({ browser, baseURL, request }) => {
    const page = await pageWithoutJs(browser, baseURL!, uniqueClient(92));
    await page.goto("/request-demo");
    await fillDemo(page);
    await control(request, "mode", { mode: "fail", match: "/api/demo" });
    await page.getByRole("button", { name: "Request Demo" }).click();
    await expect(status(page, "Request a Demo")).toHaveText(MESSAGES.demoFailure);
    for (const [label, value] of Object.entries(DEMO)) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, "Country code")).toHaveValue("+971");
    await expect(field(page, "Country")).toHaveValue("United Arab Emirates");
    await expect(consent(page)).toBeChecked();
    await page.context().close();
  });
});

test.describe("honeypot", () => {
  for (const [path, formName, success] of [
    ["/contact", "Contact Us", MESSAGES.contactSuccess],
    ["/request-demo", "Request a Demo", MESSAGES.demoSuccess],
  ] as const) {
    test(`${path}: a filled trap looks like success to the bot, and nothing reaches the API host`, async ({ page, request }) => {
      await page.goto(path);
      if (formName === "Contact Us") await fillContact(page);
      else await fillDemo(page);
      const trap = page.locator('input[name="contactReference"]');
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      await expect(page.locator("[aria-hidden='true']", { has: trap })).toHaveCount(1);
      await page.evaluate(() => {
        (document.querySelector('input[name="contactReference"]') as HTMLInputElement).value = "https://cheap-pills.example";
      });
      await form(page, formName).getByRole("button").last().click();
      await expect(toast(page, success)).toBeVisible();
      const all = (await (await request.get(`${STAND_IN_URL}/__control/received`)).json()) as Received[];
      expect(all).toEqual([]);
    });
  }
});
