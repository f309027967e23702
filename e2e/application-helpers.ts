import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test } from "./fixtures";
import { uniqueClient } from "./forms-helpers";

/** A tiny but real PDF (the store checks file contents, not names). */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const pdf = (name = "resume.pdf") => ({ name, mimeType: "application/pdf", buffer: PDF_BYTES });

/** Text answers of a complete application, keyed by the field's visible label. */
export const APPLICANT = {
  "First Name": "Grace",
  "Last Name": "Hopper",
  "Email Address": "grace.hopper@example.com",
  "Phone Number": "7700 900 123",
  "Street Address": "1 Compiler Lane",
  City: "Arlington",
  "State / Province": "Virginia",
  Country: "United States",
  "Postal Code": "22201",
  "Current Job Title": "Principal Engineer",
  "Current Company": "Navy Labs",
  "Total Experience (years)": "12",
  "Relevant Experience (years)": "8",
  "Expected Salary (per annum)": "150000",
  "Notice Period (months)": "2",
  "Earliest Joining Date": "2030-01-15",
  "University / Institution": "Yale University",
  "Year of Graduation": "2010",
  "Field of Study": "Mathematics",
  "Cover Letter": "I build systems people can trust, and I would like to bring that to E7.",
} as const;

/** A form field by its visible label; required fields end with an asterisk that screen readers do not hear. */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export async function fillApplication(page: Page, overrides: Partial<Record<keyof typeof APPLICANT, string>> = {}) {
  for (const [label, value] of Object.entries({ ...APPLICANT, ...overrides })) {
    await field(page, label).fill(value);
  }
  await field(page, "Highest Education").selectOption("Master's Degree");
  await field(page, "How did you hear about us?").selectOption("LinkedIn");
  await page.getByRole("group", { name: "Are you willing to relocate?" }).getByLabel("No").check();
}

/** The ids of APPLICANT's fields (`field-<name>`), for a page in any language. */
const FIELD_NAMES: Record<keyof typeof APPLICANT, string> = {
  "First Name": "firstName",
  "Last Name": "lastName",
  "Email Address": "email",
  "Phone Number": "phoneNumber",
  "Street Address": "address",
  City: "city",
  "State / Province": "state",
  Country: "country",
  "Postal Code": "postalCode",
  "Current Job Title": "currentJobTitle",
  "Current Company": "currentCompany",
  "Total Experience (years)": "totalExperience",
  "Relevant Experience (years)": "relevantExperience",
  "Expected Salary (per annum)": "expectedSalary",
  "Notice Period (months)": "noticePeriod",
  "Earliest Joining Date": "joiningDate",
  "University / Institution": "university",
  "Year of Graduation": "yearOfGraduation",
  "Field of Study": "fieldOfStudy",
  "Cover Letter": "coverLetter",
};

/** APPLICANT entered by field ids, the terms accepted: the Arabic and Turkish forms, whose labels are their own. */
export async function fillApplicationInAnyLanguage(page: Page, overrides: Partial<Record<keyof typeof APPLICANT, string>> = {}) {
  for (const [label, value] of Object.entries({ ...APPLICANT, ...overrides })) {
    await page.locator(`#field-${FIELD_NAMES[label as keyof typeof APPLICANT]}`).fill(value);
  }
  await page.locator("#field-highestEducation").selectOption("Master's Degree");
  await page.locator("#field-howDidYouHearAboutUs").selectOption("LinkedIn");
  await page.locator("input[name='isRelocating'][value='no']").check();
  await page.locator("#field-acceptTerms").check();
}

export async function acceptTerms(page: Page) {
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
}

/** Drops a file on a drop zone the way a browser does: dragenter, dragover and drop carrying a DataTransfer. */
export async function dropFile(page: Page, testId: string, file: { name: string; type: string; text: string }) {
  await page.getByTestId(testId).evaluate((zone, f) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([f.text], f.name, { type: f.type }));
    for (const type of ["dragenter", "dragover", "drop"]) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, file);
}

/** The id of the first job the API lists (the built-in API or the stand-in host answers with either shape). */
export async function firstJobId(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get("/api/jobs")).json()) as { id: string | number }[] | { data: { id: string | number }[] };
  return String((Array.isArray(body) ? body : body.data)[0]!.id);
}

export const PDF_TEXT = PDF_BYTES.toString("latin1");

/**
 * Each test of the file is a new applicant: a client address of its own (the applications' rate limit counts per
 * address; `prefix` keeps spec files apart) and a fresh draft store, kept across reloads within the test
 * (sessionStorage survives a reload).
 */
export function eachTestANewApplicant(prefix: number): void {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClient(prefix) });
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem("e2e-storage-cleared")) return;
      window.localStorage.clear();
      window.sessionStorage.setItem("e2e-storage-cleared", "1");
    });
  });
}
