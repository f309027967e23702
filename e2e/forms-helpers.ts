import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Shared by e2e/forms.spec.ts and e2e/forms.standin.spec.ts: the contact and demo forms, filled and read back. */

export const CONTACT = {
  "First Name": "Amira",
  "Last Name": "Haddad",
  Email: "amira.haddad@gulfbank.example",
  "Phone number": "50 123 4567",
  Message: "We would like to watermark board papers shared with external auditors.",
} as const;

export const DEMO = {
  "Company Name": "Gulf Bank",
  "Decision Maker's First Name": "Sara",
  "Decision Maker's Last Name": "Al Mansoori",
  "Job Title": "CISO",
  "Business Email": "sara@gulfbank.example",
  "Phone number": "501234567",
} as const;

export const MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  consent: "Please accept the terms and conditions",
  contactSuccess: "Your query has been submitted successfully!",
  contactFailure: "Failed to submit query. Please try again.",
  contactLoading: "Submitting your query...",
  demoSuccess: "Demo request submitted successfully!",
  demoFailure: "Failed to submit demo request. Please try again.",
  rateLimited: "Too many submissions. Please wait a minute and try again.",
} as const;

/** The spec's demo checks, in order (section 5). */
export const DEMO_ORDER = [
  "Company name is required",
  "Decision maker first name is required",
  "Email is required",
  "Please enter a valid email address",
  "Country code is required",
  "Phone number is required",
  "Country is required",
  "Please accept the terms and conditions",
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control by its label, which may end in the required mark (*) or "(optional)". */
export const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*|\\s*\\(optional\\))?$`));
export const form = (page: Page, name: "Contact Us" | "Request a Demo"): Locator => page.getByRole("form", { name });
export const status = (page: Page, name: "Contact Us" | "Request a Demo"): Locator => form(page, name).getByRole("status");
export const toast = (page: Page, text: string): Locator => page.locator("[data-sonner-toast]").filter({ hasText: text });
export const consent = (page: Page): Locator => page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });

export async function fillAll(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

export async function fillContact(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  await fillAll(page, { ...CONTACT, ...overrides });
  await field(page, "Country code").selectOption("+44");
  await field(page, "Nature of Enquiry").selectOption("Partnership");
  await consent(page).check();
}

export async function fillDemo(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  await fillAll(page, { ...DEMO, ...overrides });
  await field(page, "Country code").selectOption("+971");
  await field(page, "Country").selectOption("United Arab Emirates");
  await consent(page).check();
}

/** The error tied to a control: aria-invalid and its aria-describedby text. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

export async function expectNoFieldError(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute("aria-invalid", "true");
}

/** A page without JavaScript, with its own client address (rate limits count per X-Forwarded-For). */
export async function pageWithoutJs(browser: Browser, baseURL: string, clientAddress: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "x-forwarded-for": clientAddress } });
  return context.newPage();
}

let clients = 0;
/** Differs between runs, so that a rerun against servers still running does not inherit the last run's counts. */
const RUN = Math.floor(Date.now() / 1000) % 200;
/** A client address no other test uses, so that rate limits never starve one test with another's submissions. */
export const uniqueClient = (prefix: number): string => `10.${prefix}.${RUN + Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

export const FORM_SUBMIT = (label: "contact_form" | "demo_request") => ["event", { name: "form_submit", data: { category: "engagement", label } }];

const decodeEntities = (text: string): string =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The hidden inputs React renders into a server-action form for the no-JavaScript post ($ACTION_REF, $ACTION_KEY...). */
export function actionFields(html: string, formId: string): Record<string, string> {
  const formHtml = new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const match of formHtml.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\s*\/?>/g)) {
    fields[decodeEntities(match[1]!)] = decodeEntities(match[2] ?? "");
  }
  return fields;
}

/**
 * A native form post (what a browser without JavaScript sends) to a form's server action: the answer's HTML, or
 * where a success is sent (the form's page at its confirmation, lib/forms/public-action.ts).
 */
export async function postWithoutJs(
  request: APIRequestContext,
  path: string,
  formId: string,
  values: Record<string, string>,
  clientAddress: string,
): Promise<{ html: string; sentTo?: string }> {
  const headers = { "x-forwarded-for": clientAddress };
  const page = await request.get(path, { headers });
  const hidden = actionFields(await page.text(), formId);
  expect(Object.keys(hidden), `${path} renders a progressively enhanced form`).toContain("$ACTION_KEY");
  // A browser sends its Origin with a form post; Next checks it against the host (CSRF) and warns when it is missing.
  const origin = new URL(page.url()).origin;
  const response = await request.post(path, { headers: { ...headers, origin }, multipart: { ...hidden, ...values }, maxRedirects: 0 });
  if (response.status() === 303) return { html: "", sentTo: response.headers().location };
  expect(response.status(), `${path} no-JS post`).toBe(200);
  return { html: await response.text() };
}

export const CONTACT_FIELDS = {
  firstName: "Amira",
  lastName: "Haddad",
  email: "amira.haddad@gulfbank.example",
  countryCode: "+44",
  phoneNumber: "50 123 4567",
  natureOfEnquiry: "Sales",
  message: "Direct post",
  consent: "on",
};
