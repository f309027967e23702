import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { acceptTerms, eachTestANewApplicant, fillApplication, firstJobId, pdf } from "./application-helpers";
import { receivedApplications, STORE_POLL, storedSubmissions } from "./application-store";
import { expect, hydrated, test } from "./fixtures";
import { consent, CONTACT, DEMO, field, fillContact, fillDemo, form, MESSAGES, pageWithoutJs, status, toast, uniqueClient } from "./forms-helpers";

/**
 * A submission the server stored whose answer never reached the phone (the connection dropped on the way back): the
 * visitor sees the failure, sends again, and it is stored once (lib/forms/submission-key.ts). Playwright lets the
 * request through to the server and then drops the connection before the browser reads the answer.
 */

eachTestANewApplicant(63);
// Most tests here read the store through the staff command two or three times (2-3 s a read, more under load) besides
// their own waits: on the CI machine the slowest took 29-33 s of the default 45 (docs/performance.md, "Test time").
test.describe.configure({ timeout: 90_000 });

/** The first POST to `path` reaches the server and is stored; its answer is lost. `lost` resolves when that happened. */
async function loseFirstAnswer(page: Page, path: string): Promise<{ lost: Promise<void> }> {
  let lost = false;
  let done: () => void = () => undefined;
  const happened = new Promise<void>((resolve) => (done = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST" || lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
    done();
  });
  return { lost: happened };
}

/** The contact form filled with `email`, sent once with its answer lost: the failure is showing, the query stored. */
async function contactSentOnceUnanswered(page: Page, email: string): Promise<Locator> {
  await page.goto("/contact");
  const { lost } = await loseFirstAnswer(page, "/contact");
  await fillContact(page, { Email: email });
  const send = form(page, "Contact Us").getByRole("button", { name: "Send Query" });
  await send.click();
  await lost;
  await expect(toast(page, MESSAGES.contactFailure)).toBeVisible();
  expect(await storedWith("lead", email)).toHaveLength(1);
  return send;
}


const storedWith = async (type: "lead" | "demo", email: string) => (await storedSubmissions(type)).filter((r) => r.email === email);

test("contact: sent again after a lost answer, stored once; the next query is a new one", async ({ page }) => {
  const email = `lost-answer-${Date.now()}@gulfbank.example`;
  const send = await contactSentOnceUnanswered(page, email);
  await expect(send).toBeFocused(); // back on the button after the failure, not on the page's body
  await send.click();
  await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
  await expect(toast(page, MESSAGES.contactFailure)).toHaveCount(0); // the success took the failure's place
  await expect(send).toBeFocused();
  expect(await storedWith("lead", email)).toHaveLength(1);

  // The same words sent again after a success are the visitor's second query.
  await fillContact(page, { Email: email });
  await send.click();
  await expect.poll(async () => (await storedWith("lead", email)).length, STORE_POLL).toBe(2);
});

test("contact: an edited query sent after a lost answer is stored as written", async ({ page }) => {
  const email = `lost-edited-${Date.now()}@gulfbank.example`;
  const send = await contactSentOnceUnanswered(page, email);
  await field(page, "Message").fill(`${CONTACT.Message} Also the print controls.`);
  await send.click();
  await expect(toast(page, MESSAGES.contactSuccess)).toBeVisible();
  expect((await storedWith("lead", email)).map((r) => r.message)).toEqual([CONTACT.Message, `${CONTACT.Message} Also the print controls.`]);
});

test("demo: a reload after the lost answer, then Send: stored once", async ({ page }) => {
  const email = `lost-reload-${Date.now()}@gulfbank.example`;
  await page.goto("/request-demo");
  const { lost } = await loseFirstAnswer(page, "/request-demo");
  await fillDemo(page, { "Business Email": email });
  await form(page, "Request a Demo").getByRole("button", { name: "Request Demo" }).click();
  await lost;
  await expect(toast(page, MESSAGES.demoFailure)).toBeVisible();
  // A reload gives the form back its input (use-session-draft.ts) and keeps the attempt (lib/forms/attempt.ts).
  await page.reload();
  await expect(field(page, "Business Email")).toHaveValue(email);
  await expect(field(page, "Company Name")).toHaveValue(DEMO["Company Name"]);
  await consent(page).check();
  await form(page, "Request a Demo").getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page, MESSAGES.demoSuccess)).toBeVisible();
  expect(await storedWith("demo", email)).toHaveLength(1);
});

/** The application filled with `email` and `file` uploaded, sent once with its answer lost; returns the job's id. */
async function applicationSentOnceUnanswered(page: Page, request: APIRequestContext, email: string, file: string): Promise<string> {
  const jobId = await firstJobId(request);
  await page.goto(`/job-application/${jobId}`);
  const { lost } = await loseFirstAnswer(page, `/job-application/${jobId}`);
  // Filled once the form has hydrated, as a visitor who reads before typing does.
  await hydrated(page, "#main form");
  await fillApplication(page, { "Email Address": email });
  await page.locator("#field-resume").setInputFiles(pdf(file));
  await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await lost;
  await expect(toast(page, "Failed to submit application. Please try again.")).toBeVisible();
  expect((await receivedApplications()).filter((a) => a.email === email)).toHaveLength(1);
  return jobId;
}

const submitApplication = (page: Page) => page.getByRole("button", { name: "Submit Application" }).click();

test("application: sent again after a lost answer, it goes through (its upload is not 'gone') and is stored once", async ({ page, request }) => {
  const email = `lost-application-${Date.now()}@example.com`;
  const jobId = await applicationSentOnceUnanswered(page, request, email, "lost-answer-cv.pdf");
  await submitApplication(page);
  await expect(toast(page, "Application submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-details/${jobId}$`));
  const stored = (await receivedApplications()).filter((a) => a.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ resumeName: "lost-answer-cv.pdf" });
});

test("application: a reload after the lost answer finds the résumé still uploaded; sent again, stored once", async ({ page, request }) => {
  const email = `lost-reload-application-${Date.now()}@example.com`;
  const jobId = await applicationSentOnceUnanswered(page, request, email, "reload-cv.pdf");
  await page.reload();
  await expect(page.getByText("We restored the application you started on this device.")).toBeVisible();
  await expect(page.getByTestId("resume-upload")).toContainText("reload-cv.pdf");
  await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
  await acceptTerms(page);
  await submitApplication(page);
  await expect(toast(page, "Application submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-details/${jobId}$`));
  expect((await receivedApplications()).filter((a) => a.email === email)).toHaveLength(1);
});

test("application: changed after the lost answer, the résumé field says the file went with the first one", async ({ page, request }) => {
  const email = `lost-edited-application-${Date.now()}@example.com`;
  await applicationSentOnceUnanswered(page, request, email, "first-cv.pdf");
  await page.getByLabel(/^Cover Letter/).fill("A better letter, written after the first one was sent.");
  await submitApplication(page);
  await expect(page.locator("#field-resume-error")).toHaveText(
    "This file went with the application you already sent. To send this one as a new application, please choose it again.",
  );
  await expect(page.getByTestId("resume-upload")).toHaveCount(0); // no "Uploaded" beside it
  await expect(toast(page, "This file went with the application you already sent.")).toBeVisible();
  await page.locator("#field-resume").setInputFiles(pdf("first-cv.pdf"));
  await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
  await submitApplication(page);
  await expect(toast(page, "Application submitted successfully!")).toBeVisible();
  const stored = (await receivedApplications()).filter((a) => a.email === email);
  expect(stored.map((a) => a.coverLetter)).toEqual([expect.stringContaining("E7"), "A better letter, written after the first one was sent."]);
});

/**
 * Without JavaScript the visitor whose answer was lost sees the browser's error page, opens the form again and posts
 * the same thing: the same content within minutes is one submission (lib/forms/submission-key.ts, formSubmissionKey).
 */
test.describe("without JavaScript", () => {
  test("contact: posted again after a lost answer, stored once, and the visitor sees the confirmation", async ({ browser }) => {
    const page = await pageWithoutJs(browser, "http://localhost:3000", uniqueClient(63));
    const email = `lost-native-${Date.now()}@gulfbank.example`;
    const { lost } = await loseFirstAnswer(page, "/contact");
    await page.goto("/contact");
    await fillContact(page, { Email: email });
    await form(page, "Contact Us").getByRole("button", { name: "Send Query" }).click();
    await lost;
    await expect.poll(async () => (await storedWith("lead", email)).length, STORE_POLL).toBe(1);

    await page.goto("/contact");
    await fillContact(page, { Email: email });
    await form(page, "Contact Us").getByRole("button", { name: "Send Query" }).click();
    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    await expect(status(page, "Contact Us")).toHaveText(MESSAGES.contactSuccess);
    expect(await storedWith("lead", email)).toHaveLength(1);
    await page.context().close();
  });

  test("application: posted again with the same résumé after a lost answer, stored once", async ({ browser, request }) => {
    const jobId = await firstJobId(request);
    const page = await pageWithoutJs(browser, "http://localhost:3000", uniqueClient(63));
    const email = `lost-native-application-${Date.now()}@example.com`;
    const { lost } = await loseFirstAnswer(page, `/job-application/${jobId}`);
    const post = async () => {
      await page.goto(`/job-application/${jobId}`);
      await fillApplication(page, { "Email Address": email });
      await page.locator("#field-resume").setInputFiles(pdf("native-cv.pdf"));
      await acceptTerms(page);
      await submitApplication(page);
    };
    await post();
    await lost;
    await expect.poll(async () => (await receivedApplications()).filter((a) => a.email === email).length, STORE_POLL).toBe(1);

    await post();
    await expect(page).toHaveURL(new RegExp(`/job-details/${jobId}#application-submitted$`));
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    expect((await receivedApplications()).filter((a) => a.email === email)).toHaveLength(1);
    await page.context().close();
  });
});
