import type { APIRequestContext, Page } from "@playwright/test";
import { acceptTerms, APPLICANT, field, fillApplication, pdf } from "./application-helpers";
import { expect, STAND_IN_URL, test } from "./fixtures";

/** The stand-in API host's first job (e2e/stand-in/data.mjs). */
const JOB = { id: "sj-1", title: "Stand-in Platform Engineer" };

type Received = {
  path: string;
  contentType: string;
  fields?: Record<string, string>;
  files?: { field: string; filename: string; type: string; size: number }[];
};

const control = (request: APIRequestContext, path: string, body?: unknown) => request.post(`${STAND_IN_URL}/__control/${path}`, { data: body ?? {} });
const received = async (request: APIRequestContext) => (await (await request.get(`${STAND_IN_URL}/__control/received`)).json()) as Received[];
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

let ip = 0;
test.beforeEach(async ({ page, request }) => {
  await control(request, "reset");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.71.0.${++ip}` });
});

test.describe("job application against the API host", () => {
  test("sends the multipart form of section 3: every field, only real files, no 'undefined' or 'null'", async ({ page, request }) => {
    await page.goto(`/job-application/${JOB.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Application for ${JOB.title}` })).toBeVisible();
    await fillApplication(page);
    await field(page, "LinkedIn Profile (optional)").fill("https://www.linkedin.com/in/grace");
    await page.locator("#field-resume").setInputFiles(pdf("grace-cv.pdf"));
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/job-details/${JOB.id}$`));

    const entries = (await received(request)).filter((r) => r.path === "/api/job-applications");
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(entry.fields).toMatchObject({
      jobId: JOB.id,
      firstName: APPLICANT["First Name"],
      lastName: APPLICANT["Last Name"],
      email: APPLICANT["Email Address"],
      countryCode: "+1",
      phoneNumber: APPLICANT["Phone Number"],
      address: APPLICANT["Street Address"],
      city: APPLICANT.City,
      state: APPLICANT["State / Province"],
      country: APPLICANT.Country,
      postalCode: APPLICANT["Postal Code"],
      currentJobTitle: APPLICANT["Current Job Title"],
      currentCompany: APPLICANT["Current Company"],
      totalExperience: "12",
      relevantExperience: "8",
      expectedSalary: "150000",
      noticePeriod: "2",
      joiningDate: "2030-01-15",
      isRelocating: "false",
      highestEducation: "Master's Degree",
      university: APPLICANT["University / Institution"],
      yearOfGraduation: "2010",
      fieldOfStudy: APPLICANT["Field of Study"],
      howDidYouHearAboutUs: "LinkedIn",
      coverLetter: APPLICANT["Cover Letter"],
      linkedInProfile: "https://www.linkedin.com/in/grace",
    });
    for (const [name, value] of Object.entries(entry.fields!)) {
      expect([name, value]).not.toEqual([name, "undefined"]);
      expect([name, value]).not.toEqual([name, "null"]);
    }
    expect(entry.fields).not.toHaveProperty("portfolioWebsite");
    expect(entry.fields).not.toHaveProperty("acceptTerms");
    expect(entry.fields).not.toHaveProperty("website");
    expect(entry.files).toEqual([{ field: "resume", filename: "grace-cv.pdf", type: "application/pdf", size: expect.any(Number) }]);
    expect(entry.files![0]!.size).toBeGreaterThan(0);
  });

  test("sends the other document too when one is attached", async ({ page, request }) => {
    await page.goto(`/job-application/${JOB.id}`);
    await fillApplication(page);
    await page.locator("#field-resume").setInputFiles(pdf("cv.pdf"));
    await page.locator("#field-otherDoc").setInputFiles(pdf("certificates.pdf"));
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/job-details/${JOB.id}$`));
    const entry = (await received(request)).find((r) => r.path === "/api/job-applications")!;
    expect(entry.files!.map((f) => [f.field, f.filename])).toEqual([
      ["resume", "cv.pdf"],
      ["otherDoc", "certificates.pdf"],
    ]);
  });

  test("a failing host keeps everything typed and shows the failure toast", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/job-applications" });
    await page.goto(`/job-application/${JOB.id}`);
    await fillApplication(page);
    await page.locator("#field-resume").setInputFiles(pdf("kept-cv.pdf"));
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Failed to submit application. Please try again.")).toBeVisible();
    // Said once, by the toast: the same words above the form are there to read, not a second alert.
    await expect(page.getByRole("form").getByText("Failed to submit application. Please try again.")).toBeVisible();
    await expect(page.locator("form [role=alert]")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/job-application/${JOB.id}$`));
    await expect(field(page, "First Name")).toHaveValue(APPLICANT["First Name"]);
    await expect(field(page, "Cover Letter")).toHaveValue(APPLICANT["Cover Letter"]);
    await expect(field(page, "How did you hear about us?")).toHaveValue("LinkedIn");
    await expect(page.locator("#field-resume")).toHaveJSProperty("files.length", 1);
    await expect(page.getByRole("checkbox", { name: /I accept the terms/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(await received(request)).toEqual([]);

    // The host recovers: the same form goes through without retyping anything.
    await control(request, "mode", { mode: "ok" });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application submitted successfully!")).toBeVisible();
    expect((await received(request)).filter((r) => r.path === "/api/job-applications")).toHaveLength(1);
  });

  test("never shows the host's error text", async ({ page, request }) => {
    await control(request, "mode", { mode: "fail", match: "/api/job-applications" });
    await page.goto(`/job-application/${JOB.id}`);
    await fillApplication(page);
    await page.locator("#field-resume").setInputFiles(pdf());
    await acceptTerms(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Failed to submit application. Please try again.")).toBeVisible();
    await expect(page.getByText("Stand-in failure")).toHaveCount(0);
  });

  test("is rate-limited per client: the sixth application in ten minutes is refused, kindly", async ({ page, request }) => {
    test.setTimeout(120_000);
    // A client of its own, fresh on a retry too.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.73.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` });
    for (let i = 1; i <= 6; i++) {
      await page.goto(`/job-application/${JOB.id}`);
      await fillApplication(page, { "Email Address": `limit-${i}@example.com` });
      await page.locator("#field-resume").setInputFiles(pdf());
      await acceptTerms(page);
      await page.getByRole("button", { name: "Submit Application" }).click();
      if (i < 6) await expect(page).toHaveURL(new RegExp(`/job-details/${JOB.id}$`));
    }
    await expect(toast(page, "You have sent several applications in a short time. Please wait a few minutes and try again.")).toBeVisible();
    await expect(field(page, "Email Address")).toHaveValue("limit-6@example.com");
    expect((await received(request)).filter((r) => r.path === "/api/job-applications")).toHaveLength(5);
  });

  test("drops what a bot sends through the hidden honeypot field", async ({ page, request }) => {
    await page.goto(`/job-application/${JOB.id}`);
    await fillApplication(page);
    await page.locator("#field-resume").setInputFiles(pdf());
    await acceptTerms(page);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/job-details/${JOB.id}$`));
    expect(await received(request)).toEqual([]);
  });
});
