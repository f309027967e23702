import type { APIRequestContext, Page } from "@playwright/test";
import { acceptTerms, APPLICANT, dropFile, eachTestANewApplicant, field, fillApplication, pdf, PDF_BYTES, PDF_TEXT } from "./application-helpers";
import { expect, hydrated, test } from "./fixtures";
import { receivedApplications, STORE_POLL, storedUpload } from "./application-store";

type RawJob = { id: string | number; title: string; displayJobId?: string };

async function firstJob(request: APIRequestContext): Promise<RawJob> {
  const body = (await (await request.get("/api/jobs")).json()) as RawJob[] | { data: RawJob[] };
  return (Array.isArray(body) ? body : body.data)[0]!;
}

const REQUIRED_LABELS = [
  "First Name", "Last Name", "Email Address", "Phone Number", "Street Address", "City", "State / Province", "Country",
  "Postal Code", "Current Job Title", "Current Company", "Total Experience (years)", "Relevant Experience (years)",
  "Expected Salary (per annum)", "Notice Period (months)", "Earliest Joining Date", "Highest Education",
  "University / Institution", "Year of Graduation", "Field of Study", "How did you hear about us?", "Cover Letter",
];

const fieldError = (page: Page, label: string) => page.locator(`[id="${idFor(label)}-error"]`);
const LABEL_IDS: Record<string, string> = {
  "First Name": "field-firstName", "Last Name": "field-lastName", "Email Address": "field-email", "Phone Number": "field-phoneNumber",
  "Street Address": "field-address", City: "field-city", "State / Province": "field-state", Country: "field-country",
  "Postal Code": "field-postalCode", "Current Job Title": "field-currentJobTitle", "Current Company": "field-currentCompany",
  "Total Experience (years)": "field-totalExperience", "Relevant Experience (years)": "field-relevantExperience",
  "Expected Salary (per annum)": "field-expectedSalary", "Notice Period (months)": "field-noticePeriod",
  "Earliest Joining Date": "field-joiningDate", "Highest Education": "field-highestEducation",
  "University / Institution": "field-university", "Year of Graduation": "field-yearOfGraduation", "Field of Study": "field-fieldOfStudy",
  "How did you hear about us?": "field-howDidYouHearAboutUs", "Cover Letter": "field-coverLetter",
};
function idFor(label: string): string {
  return LABEL_IDS[label] ?? label;
}
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

eachTestANewApplicant(61);

test.describe("job application", () => {
  test("has the job's header, every field group and the spec's options", async ({ page, request }) => {
    const job = await firstJob(request);
    await page.goto(`/job-application/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Application for ${job.title}` })).toBeVisible();
    await expect(page.locator("header").filter({ hasText: "Job ID:" })).toContainText(job.displayJobId || String(job.id));
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", `/job-details/${job.id}`);
    for (const group of ["Personal information", "Address", "Work experience", "Education", "Other information", "Documents"]) {
      await expect(page.getByRole("group", { name: group })).toBeVisible();
    }
    await expect(field(page, "Country Code")).toHaveValue("+1");
    const options = await field(page, "How did you hear about us?").locator("option").allTextContents();
    expect(options.slice(1)).toEqual([
      "Company Website", "LinkedIn", "Job Boards (Indeed, Glassdoor, etc.)", "Referral from Employee", "Referral from Friend/Family",
      "Social Media", "University Career Center", "Recruitment Agency", "Other",
    ]);
    await expect(page.getByText("PDF, DOC or DOCX, up to 10MB").first()).toBeVisible();
  });

  test("an empty submit shows every message and the toast", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Please fill in all required fields correctly")).toBeVisible();
    for (const label of REQUIRED_LABELS) await expect(fieldError(page, label), label).toHaveText("This field is required");
    await expect(page.locator("#field-resume-error")).toHaveText("Resume is required");
    await expect(page.locator("#field-acceptTerms-error")).toHaveText("You must accept the terms and conditions");
    await expect(page.locator("#field-isRelocating-error")).toHaveText("Please select yes or no");
    await expect(field(page, "First Name")).toHaveAttribute("aria-invalid", "true");
    // Clicked as soon as the page is there, before the validator has been fetched: the first field still gets focus.
    await expect(field(page, "First Name")).toBeFocused();
  });

  test("a submit with one wrong field far up the page brings the focus to it", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await fillApplication(page, { "Phone Number": "123" });
    await page.locator("#field-resume").setInputFiles(pdf());
    await expect(page.getByTestId("resume-upload")).toContainText("resume.pdf");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Please fill in all required fields correctly")).toBeVisible();
    await expect(field(page, "Phone Number")).toBeFocused();
  });

  test("checks email, phone, numbers and graduation year; editing a field clears its error", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await fillApplication(page, { "Email Address": "grace@example", "Phone Number": "12345", "Total Experience (years)": "-1", "Year of Graduation": "1949" });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(fieldError(page, "Email Address")).toHaveText("Please enter a valid email address");
    await expect(fieldError(page, "Phone Number")).toHaveText("Please enter a valid phone number");
    await expect(fieldError(page, "Total Experience (years)")).toHaveText("Please enter a number from 0 to 60");
    const year = new Date().getFullYear();
    await expect(fieldError(page, "Year of Graduation")).toHaveText(`Please enter a year between 1950 and ${year}`);
    await expect(field(page, "Total Experience (years)")).toHaveAttribute("min", "0");
    await expect(field(page, "Year of Graduation")).toHaveAttribute("max", String(year));

    await field(page, "Email Address").pressSequentially("x");
    await expect(fieldError(page, "Email Address")).toHaveCount(0);
    await expect(fieldError(page, "Phone Number")).toBeVisible();
    await page.getByRole("group", { name: "Are you willing to relocate?" }).getByLabel("Yes").check();
    await expect(page.locator("#field-isRelocating-error")).toHaveCount(0);
  });

  test("takes a resume by the file picker and refuses other types", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#field-resume-error")).toHaveText("Resume is required");
    await page.locator("#field-resume").setInputFiles(pdf("grace-cv.pdf"));
    await expect(page.getByTestId("resume-dropzone")).toContainText("grace-cv.pdf");
    await expect(page.locator("#field-resume-error")).toHaveCount(0);

    await page.locator("#field-otherDoc").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(toast(page, "Please upload only PDF, DOC, or DOCX files")).toBeVisible();
    await expect(page.locator("#field-otherDoc")).toHaveJSProperty("files.length", 0);
  });

  test("takes files by drag and drop, refuses other types and says when a file is too large", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await dropFile(page, "resume-dropzone", { name: "dropped-cv.pdf", type: "application/pdf", text: PDF_TEXT });
    await expect(page.getByTestId("resume-dropzone")).toContainText("dropped-cv.pdf");
    await expect(page.locator("#field-resume")).toHaveJSProperty("files.length", 1);

    await dropFile(page, "otherDoc-dropzone", { name: "notes.txt", type: "text/plain", text: "hello" });
    await expect(toast(page, "Please upload only PDF, DOC, or DOCX files")).toBeVisible();
    await expect(page.locator("#field-otherDoc")).toHaveJSProperty("files.length", 0);
    await expect(page.getByTestId("resume-dropzone")).toContainText("dropped-cv.pdf");

    await page.locator("#field-otherDoc").setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
    await expect(page.locator("#field-otherDoc-error")).toHaveText("This file is larger than 10MB. Please choose a smaller file.");
  });

  test("keeps a draft (not the files) across a reload, until 'Start over'", async ({ page, request }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await expect(page.getByText("Your answers are saved on this device", { exact: false })).toBeVisible();
    await field(page, "First Name").fill("Draft");
    await field(page, "Cover Letter").fill("Half-written letter");
    await page.getByRole("group", { name: "Are you willing to relocate?" }).getByLabel("Yes").check();
    await page.locator("#field-resume").setInputFiles(pdf());
    await page.waitForTimeout(700);
    await page.reload();
    await expect(page.getByText("We restored the application you started on this device.")).toBeVisible();
    await expect(field(page, "First Name")).toHaveValue("Draft");
    await expect(field(page, "Cover Letter")).toHaveValue("Half-written letter");
    await expect(page.getByRole("group", { name: "Are you willing to relocate?" }).getByLabel("Yes")).toBeChecked();
    await expect(page.locator("#field-resume")).toHaveJSProperty("files.length", 0);
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(field(page, "First Name")).toHaveValue("");
    await page.reload();
    await expect(page.getByText("We restored the application you started on this device.")).toHaveCount(0);
  });

  test("submits: 'Submitting...', toast, redirect, and the store has the application with its file", async ({ page, request }) => {
    const job = await firstJob(request);
    await page.goto(`/job-application/${job.id}`);
    const email = `applicant-${Date.now()}@example.com`;
    await fillApplication(page, { "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf("grace-hopper-cv.pdf"));
    await acceptTerms(page);
    await page.route(`**/job-application/${job.id}`, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const submit = page.getByRole("button", { name: "Submit Application" });
    await submit.click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/job-details/${job.id}$`));
    expect(await page.evaluate((id) => window.localStorage.getItem(`e7:job-application-draft:${id}`), String(job.id))).toBeNull();

    const stored = (await receivedApplications()).find((a) => a.email === email);
    expect(stored).toBeDefined();
    expect(stored).toMatchObject({
      jobId: String(job.id),
      firstName: APPLICANT["First Name"],
      countryCode: "+1",
      isRelocating: false,
      yearOfGraduation: 2010,
      howDidYouHearAboutUs: "LinkedIn",
      resumeName: "grace-hopper-cv.pdf",
      resumeSize: PDF_BYTES.length,
      otherDocFile: null,
    });
    expect((await storedUpload(stored!.resumeFile)).equals(PDF_BYTES)).toBe(true);
  });

  test("Back while the application is on its way: the visitor stays where they went, told it was sent, with no draft left", async ({ page, request }) => {
    const job = await firstJob(request);
    // Loaded first: a link followed while a page is still loading replaces its history entry (the HTML standard).
    await page.goto("/job-postings");
    await hydrated(page, "header details:has(> summary)");
    await page.locator(`main a[href="/job-details/${job.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/job-details/${job.id}$`));
    await page.locator(`main a[href="/job-application/${job.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
    const email = `applicant-back-${Date.now()}@example.com`;
    await fillApplication(page, { "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf());
    await acceptTerms(page);
    await page.route(`**/job-application/${job.id}`, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.goBack();
    // Next draws the page gone back to once the answer is in; the answer's toast is then on that page.
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    expect((await receivedApplications()).filter((a) => a.email === email)).toHaveLength(1);
    await page.waitForTimeout(1000); // a push to the job after success would add an entry here
    await page.goBack();
    await expect(page).toHaveURL(/\/job-postings$/);
    // Forward to the form: it is not filled again with what was sent (a second click would send it twice).
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
    await expect(field(page, "Last Name")).toBeVisible();
    await expect(page.getByText("We restored the application you started on this device.")).toHaveCount(0);
    await expect(field(page, "First Name")).toHaveValue("");
  });

  test("a link followed while the application is on its way, then refused: said there, with the way back to the draft", async ({ page, request }) => {
    const job = await firstJob(request);
    await page.goto(`/job-application/${job.id}`);
    await hydrated(page, "header details:has(> summary)");
    const email = `applicant-left-${Date.now()}@example.com`;
    await fillApplication(page, { "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf());
    await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
    await acceptTerms(page);
    await page.route(`**/job-application/${job.id}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.getByRole("contentinfo").locator('a[href="/careers"]').first().click();
    await expect(page).toHaveURL(/\/careers$/);
    const refusal = toast(page, "Your application was not sent.");
    await expect(refusal).toContainText("Failed to submit application. Please try again.");
    await page.unroute(`**/job-application/${job.id}`);
    await refusal.getByRole("button", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
    await expect(page.getByText("We restored the application you started on this device.")).toBeVisible();
    await expect(field(page, "Email Address")).toHaveValue(email);
    await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    await expect.poll(async () => (await receivedApplications()).filter((a) => a.email === email).length, STORE_POLL).toBe(1);
  });

  test("refused for a field after the visitor left: the way back marks the field and lists it above the form", async ({ page, request }) => {
    const job = await firstJob(request);
    await page.goto(`/job-application/${job.id}`);
    await hydrated(page, "header details:has(> summary)");
    await page.locator("#field-resume").setInputFiles(pdf());
    await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
    // The browser's check cannot be fetched (its scripts are refused from here on), so only the server's check answers.
    const loaded = new Set<string>();
    page.on("requestfinished", (request) => void loaded.add(request.url()));
    await page.waitForLoadState("networkidle");
    await page.route("**/_next/static/chunks/**", (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
    await fillApplication(page, { "Email Address": "amira.haddad@" });
    await acceptTerms(page);
    await page.route(`**/job-application/${job.id}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    // On its way: the scripts of the page the visitor goes to load as usual.
    await page.unroute("**/_next/static/chunks/**");
    await page.getByRole("contentinfo").locator('a[href="/careers"]').first().click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const refusal = toast(page, "Your application was not sent.");
    await expect(refusal).toContainText("Please fill in all required fields correctly");
    await page.unroute(`**/job-application/${job.id}`);
    await refusal.getByRole("button", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
    await expect(field(page, "Email Address")).toHaveValue("amira.haddad@");
    await expect(field(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(fieldError(page, "Email Address")).toHaveText("Please enter a valid email address");
    await expect(page.locator("form").getByRole("link", { name: "Email Address: Please enter a valid email address" })).toBeVisible();
    await expect(field(page, "Email Address")).toBeFocused();
    // Told once, by the toast on the page the visitor had gone to: no second toast on the way back.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    // The résumé the server did not refuse is still uploaded; corrected, the mark goes.
    await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
    await field(page, "Email Address").fill("amira.haddad@example.com");
    await expect(field(page, "Email Address")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a connection lost while sending keeps the form and what was typed; sent again once back", async ({ page, context, request }) => {
    const job = await firstJob(request);
    await page.goto(`/job-application/${job.id}`);
    const email = `offline-${Date.now()}@example.com`;
    await fillApplication(page, { "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf("offline-cv.pdf"));
    await expect(page.getByTestId("resume-upload").getByTestId("upload-status")).toHaveText(/^Uploaded/);
    await acceptTerms(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Failed to submit application. Please try again.")).toBeVisible();
    // Not the route's "could not load the job" state: the form stays, filled in.
    await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
    await expect(field(page, "Email Address")).toHaveValue(email);
    await expect(page.getByRole("checkbox", { name: /I accept the terms and conditions/ })).toBeChecked();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/job-details/${job.id}$`));
    await expect.poll(async () => (await receivedApplications()).filter((a) => a.email === email).length, STORE_POLL).toBe(1);
  });

  test("works without JavaScript: errors with values kept, then a redirect on success", async ({ browser, request }) => {
    const job = await firstJob(request);
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.62.0.1" } });
    const page = await context.newPage();
    await page.goto(`http://localhost:3000/job-application/${job.id}`);
    // Drafts are kept by the script: without it the page does not promise them.
    await expect(page.getByText("Your answers are saved on this device", { exact: false })).toBeHidden();
    await field(page, "First Name").fill("Nojs");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Please fill in all required fields correctly");
    await expect(field(page, "First Name")).toHaveValue("Nojs");
    await expect(fieldError(page, "Last Name")).toHaveText("This field is required");
    await expect(page.locator("#field-resume-error")).toHaveText("Resume is required");

    const email = `nojs-${Date.now()}@example.com`;
    await fillApplication(page, { "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf("nojs-cv.pdf"));
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/job-details/${job.id}#application-submitted$`));
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    expect((await receivedApplications()).some((a) => a.email === email)).toBe(true);
    await context.close();
  });

  test("has no WCAG 2.2 AA violations, with errors showing too", async ({ page, request, expectAxeClean }) => {
    await page.goto(`/job-application/${(await firstJob(request)).id}`);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#field-resume-error")).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-sonner-toaster]"] });
  });
});
