import type { Page } from "@playwright/test";
import { eachTestANewApplicant, fillApplicationInAnyLanguage, pdf } from "./application-helpers";
import { receivedApplications } from "./application-store";
import { pageWithoutJs, uniqueClient } from "./forms-helpers";
import { expect, hydrated, test } from "./fixtures";

/**
 * The application's documents as the visitor meets them (QA 47): refusals in the page's language without
 * JavaScript, files to attach again after a failed send, a refused file never shown as attached, submit-time
 * messages that are not alerts, and the terms box and relocation radios marked required and invalid like the rest.
 */

const JOB = "e7-eng-014";
/** Not a document, named like one: only the content check refuses it. */
const fakePdf = { name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(1024)]) };

const AR = {
  send: "إرسال الطلب",
  wrongType: "يُرجى تحميل ملفات PDF أو DOC أو DOCX فقط",
  invalidEmail: "يُرجى إدخال عنوان بريد إلكتروني صحيح",
  resumeRequired: "السيرة الذاتية مطلوبة",
};
const TR = { send: "Başvuruyu Gönder", wrongType: "Lütfen yalnızca PDF, DOC veya DOCX dosyası yükleyin", invalidEmail: "Lütfen geçerli bir e-posta adresi girin" };
const EN_WRONG_TYPE = "Please upload only PDF, DOC, or DOCX files";

const summary = (page: Page) => page.getByRole("form").getByRole("alert");

eachTestANewApplicant(64);

test.describe("without JavaScript", () => {
  test("Arabic: a non-document named .pdf is refused in Arabic, beside the résumé and in the summary", async ({ browser }) => {
    const page = await pageWithoutJs(browser, "http://localhost:3000", uniqueClient(64));
    await page.goto(`/ar/job-application/${JOB}`);
    await fillApplicationInAnyLanguage(page, { "Email Address": `fake-${Date.now()}@example.com` });
    await page.locator("#field-resume").setInputFiles(fakePdf);
    await page.getByRole("button", { name: AR.send }).click();
    await expect(page.locator("#field-resume-error")).toHaveText(AR.wrongType);
    await expect(summary(page)).toContainText(`السيرة الذاتية: ${AR.wrongType}`);
    await expect(page.getByRole("form")).not.toContainText(EN_WRONG_TYPE);
    await page.context().close();
  });

  test("Turkish: the résumé's refusal comes with the other fields' errors, and the accepted document is to be attached again", async ({ browser }) => {
    const page = await pageWithoutJs(browser, "http://localhost:3000", uniqueClient(64));
    await page.goto(`/tr/job-application/${JOB}`);
    await fillApplicationInAnyLanguage(page, { "Email Address": "ayse@" });
    await page.locator("#field-resume").setInputFiles(fakePdf);
    await page.locator("#field-otherDoc").setInputFiles(pdf("referans.pdf"));
    await page.getByRole("button", { name: TR.send }).click();
    await expect(page.locator("#field-email-error")).toHaveText(TR.invalidEmail);
    await expect(page.locator("#field-resume-error")).toHaveText(TR.wrongType);
    // The refused résumé has its refusal, not a note to attach it again; the accepted document has the note.
    await expect(page.locator("#field-resume-note")).toHaveCount(0);
    await expect(page.locator("#field-otherDoc-note")).toContainText("referans.pdf");
    await expect(page.locator("#field-otherDoc-note")).toContainText("yeniden ekleyin");
    await page.context().close();
  });

  test("English and Arabic: after a failed send each file that was attached says to attach it again; attached again, it goes", async ({ browser }) => {
    for (const [prefix, send, again] of [["", "Submit Application", "Please attach"], ["/ar", AR.send, "يُرجى إرفاق"]] as const) {
      const page = await pageWithoutJs(browser, "http://localhost:3000", uniqueClient(64));
      await page.goto(`${prefix}/job-application/${JOB}`);
      await fillApplicationInAnyLanguage(page, { "Email Address": "grace@" });
      await page.locator("#field-resume").setInputFiles(pdf("grace-cv.pdf"));
      await page.getByRole("button", { name: send }).click();
      await expect(page.locator("#field-email-error")).toBeVisible();
      // The browser cannot refill a file input: the field says so, is described by it, and the summary names it.
      await expect(page.locator("#field-resume")).toHaveJSProperty("files.length", 0);
      const note = page.locator("#field-resume-note");
      await expect(note).toContainText(again);
      await expect(note).toContainText("grace-cv.pdf");
      await expect(page.locator("#field-resume")).toHaveAttribute("aria-describedby", /field-resume-note/);
      await expect(summary(page).getByRole("link", { name: /grace-cv\.pdf/ })).toHaveAttribute("href", "#field-resume");
      await expect(page.locator("#field-otherDoc-note")).toHaveCount(0);

      const email = `again-${Date.now()}@example.com`;
      await page.locator("#field-email").fill(email);
      await page.locator("#field-resume").setInputFiles(pdf("grace-cv.pdf"));
      await page.getByRole("button", { name: send }).click();
      await expect(page).toHaveURL(new RegExp(`/job-details/${JOB}#application-submitted$`));
      expect((await receivedApplications()).find((a) => a.email === email)).toMatchObject({ resumeName: "grace-cv.pdf" });
      await page.context().close();
    }
  });
});

test.describe("with JavaScript", () => {
  test("Arabic at 390 px: a refused file is not shown as attached, and its refusal stays after Send", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ar/job-application/${JOB}`);
    await hydrated(page, "form");
    await page.locator("#field-resume").setInputFiles(fakePdf);
    await expect(page.locator("#field-resume-error")).toHaveText(AR.wrongType);
    await expect(page.getByTestId("resume-upload")).toHaveCount(0);
    await expect(page.getByTestId("resume-dropzone")).not.toContainText("fake.pdf");
    // Said when it happens (the endpoint answers a while after the pick), by a toast.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: AR.wrongType })).toBeVisible();
    await page.getByRole("button", { name: AR.send }).click();
    await expect(page.locator("#field-firstName")).toBeFocused();
    await expect(page.locator("#field-resume-error")).toHaveText(AR.wrongType);
    await expect(page.locator("#field-resume")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("resume-upload")).toHaveCount(0);
    // Another file picked: the refusal goes with the refused file.
    await page.locator("#field-resume").setInputFiles(pdf("cv.pdf"));
    await expect(page.getByTestId("resume-upload")).toContainText("cv.pdf");
    await expect(page.locator("#field-resume-error")).toHaveCount(0);
  });

  test("an empty submit: every field's message is tied to its field, none is an alert", async ({ page }) => {
    await page.goto(`/job-application/${JOB}`);
    await hydrated(page, "form");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#field-resume-error")).toHaveText("Resume is required");
    await expect(page.locator("#field-firstName")).toBeFocused();
    const errors = page.locator("form [id$='-error']");
    expect(await errors.count()).toBeGreaterThan(20);
    await expect(page.locator("form [role=alert]")).toHaveCount(0);
    await expect(page.locator("#field-resume")).toHaveAttribute("aria-describedby", /field-resume-error/);
    await expect(page.locator("#field-resume")).toHaveAttribute("aria-invalid", "true");
  });

  test("the terms box is marked required; the relocation radios are marked invalid with the others", async ({ page }) => {
    await page.goto(`/job-application/${JOB}`);
    const terms = page.locator("#field-acceptTerms");
    await expect(terms).toHaveAttribute("aria-required", "true");
    await hydrated(page, "form");
    await expect(page.locator("label[for='field-acceptTerms'] [aria-hidden='true']")).toHaveText("*");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#field-isRelocating-error")).toHaveText("Please select yes or no");
    for (const value of ["yes", "no"]) await expect(page.locator(`input[name='isRelocating'][value='${value}']`)).toHaveAttribute("aria-invalid", "true");
    // Drawn as invalid too: the choices' borders are the error colour of the text fields' borders.
    const errorBorder = await page.locator("#field-firstName").evaluate((input) => getComputedStyle(input).borderTopColor);
    for (const value of ["yes", "no"]) {
      const choice = page.locator("label").filter({ has: page.locator(`input[name='isRelocating'][value='${value}']`) });
      await expect.poll(() => choice.evaluate((label) => getComputedStyle(label).borderTopColor)).toBe(errorBorder);
    }
    await expect(terms).toHaveAttribute("aria-invalid", "true");
    await page.locator("input[name='isRelocating'][value='no']").check();
    await expect(page.locator("input[name='isRelocating'][value='yes']")).not.toHaveAttribute("aria-invalid", "true");
  });
});
