import { fillApplicationInAnyLanguage, firstJobId, pdf } from "./application-helpers";
import { receivedApplications, STORE_POLL, storedSubmissions } from "./application-store";
import { pageWithoutJs } from "./forms-helpers";
import { expect, test } from "./fixtures";

/**
 * The forms in Arabic and Turkish (issue 25): validation, outcome messages and the no-JavaScript path answer in the
 * page's language, stay on the page's locale, and keep the visitor's input; the API's 422 follows Accept-Language.
 */


test.describe("forms in Arabic and Turkish", () => {
  test("Arabic contact form: right to left, its labels and the schema's messages in Arabic", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.25.0.1" });
    await page.goto("/ar/contact");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const form = page.getByRole("form", { name: "تواصل معنا" });
    await form.getByLabel("البريد الإلكتروني").fill("amira@");
    await form.getByRole("button", { name: "إرسال الاستفسار" }).click();
    await expect(form.getByRole("status")).toHaveText("يُرجى تعبئة جميع الحقول المطلوبة");
    await expect(page.locator("#field-email-error")).toHaveText("يُرجى إدخال عنوان بريد إلكتروني صحيح");
    await expect(page.locator("#field-consent-error")).toHaveText("يُرجى الموافقة على الشروط والأحكام");
    await expect(page.getByRole("combobox", { name: "رمز الدولة" }).locator("option[value='+971']")).toHaveText("\u2066+971\u2069 الإمارات العربية المتحدة");
  });

  test("Turkish demo form without JavaScript: Turkish messages, input kept, still on /tr", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.25.0.2" } });
    const page = await context.newPage();
    await page.goto("http://localhost:3000/tr/request-demo");
    await page.getByLabel("Şirket Adı").fill("Anadolu Enerji");
    await page.getByRole("button", { name: "Demo Talep Et" }).click();
    await expect(page).toHaveURL(/\/tr\/request-demo#demo-form$/);
    await expect(page.getByRole("form", { name: "Demo Talebi" }).getByRole("status")).toHaveText("Karar vericinin adı zorunludur");
    await expect(page.locator("#field-country-error")).toHaveText("Ülke zorunludur");
    await expect(page.getByLabel("Şirket Adı")).toHaveValue("Anadolu Enerji");
    await context.close();
  });

  test("Arabic job application without JavaScript: Arabic summary and field errors, input kept", async ({ browser, request }) => {
    const jobId = await firstJobId(request);
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.25.0.3" } });
    const page = await context.newPage();
    await page.goto(`http://localhost:3000/ar/job-application/${jobId}`);
    await page.locator("#field-firstName").fill("أميرة");
    await page.getByRole("button", { name: "إرسال الطلب" }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/job-application/${jobId}`));
    await expect(page.getByRole("alert").first()).toContainText("يُرجى تعبئة جميع الحقول المطلوبة بشكل صحيح");
    await expect(page.locator("#field-lastName-error")).toHaveText("هذا الحقل مطلوب");
    await expect(page.locator("#field-resume-error")).toHaveText("السيرة الذاتية مطلوبة");
    await expect(page.locator("#field-firstName")).toHaveValue("أميرة");
    await context.close();
  });

  test("a query sent from the Arabic page without JavaScript is stored with its language, for an Arabic confirmation", async ({ browser }) => {
    const page = await pageWithoutJs(browser, "http://localhost:3000", "10.25.0.4");
    await page.goto("http://localhost:3000/ar/contact");
    const email = `layla-${Date.now()}@example.com`;
    const form = page.getByRole("form", { name: "تواصل معنا" });
    for (const [id, value] of [["firstName", "ليلى"], ["lastName", "حداد"], ["email", email], ["phoneNumber", "501234567"], ["message", "أود معرفة المزيد."]]) {
      await form.locator(`#field-${id}`).fill(value!);
    }
    await form.locator("#field-countryCode").selectOption("+971");
    await form.locator("#field-consent").check();
    await form.getByRole("button", { name: "إرسال الاستفسار" }).click();
    await expect(page.getByRole("form", { name: "تواصل معنا" }).getByRole("status")).toHaveText("تم إرسال استفسارك بنجاح!");
    expect((await storedSubmissions("lead")).find((lead) => lead.email === email)).toMatchObject({ firstName: "ليلى", locale: "ar" });
    await page.context().close();
  });

  test("Arabic job application without JavaScript, sent: back to the Arabic job page with the Arabic confirmation", async ({ browser, request }) => {
    const jobId = await firstJobId(request);
    const page = await pageWithoutJs(browser, "http://localhost:3000", "10.25.0.5");
    await page.goto(`http://localhost:3000/ar/job-application/${jobId}`);
    const email = `omar-${Date.now()}@example.com`;
    await fillApplicationInAnyLanguage(page, { "First Name": "عمر", "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf("سيرة عمر.pdf"));
    await page.getByRole("button", { name: "إرسال الطلب" }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/job-details/${jobId}#application-submitted$`));
    await expect(page.getByText("تم إرسال طلبك بنجاح!")).toBeVisible();
    const stored = (await receivedApplications()).find((a) => a.email === email);
    expect(stored).toMatchObject({ firstName: "عمر", resumeName: "سيرة عمر.pdf", locale: "ar" });
    await page.context().close();
  });

  test("Turkish job application with JavaScript, sent: the Turkish toast, stored in Turkish", async ({ page, request }) => {
    const jobId = await firstJobId(request);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.25.0.6" });
    await page.goto(`/tr/job-application/${jobId}`);
    const email = `ayse-${Date.now()}@example.com`;
    await fillApplicationInAnyLanguage(page, { "First Name": "Ayşe", "Email Address": email });
    await page.locator("#field-resume").setInputFiles(pdf("ayse-cv.pdf"));
    await expect(page.getByTestId("resume-dropzone")).toContainText("ayse-cv.pdf");
    await page.getByRole("button", { name: "Başvuruyu Gönder" }).click();
    await expect(page.getByText("Başvurunuz başarıyla gönderildi!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tr/job-details/${jobId}`));
    await expect.poll(async () => (await receivedApplications()).find((a) => a.email === email)?.locale, STORE_POLL).toBe("tr");
  });

  test("the built-in API answers a 422 in the client's language, English by default", async ({ request }) => {
    const post = (language?: string) =>
      request.post("/api/lead", { data: { firstName: "A", email: "x" }, headers: { "X-Forwarded-For": "10.25.0.4", ...(language ? { "Accept-Language": language } : {}) } });
    const arabic = await post("ar-SA,ar;q=0.9");
    expect(arabic.status()).toBe(422);
    expect(await arabic.json()).toMatchObject({ error: "بعض الحقول ناقصة أو غير صحيحة", fieldErrors: { email: ["يُرجى إدخال عنوان بريد إلكتروني صحيح"] } });
    expect(await (await post("tr")).json()).toMatchObject({ fieldErrors: { email: ["Lütfen geçerli bir e-posta adresi girin"] } });
    expect(await (await post()).json()).toMatchObject({ error: "Some fields are missing or invalid", fieldErrors: { email: ["Please enter a valid email address"] } });
  });

  test("Arabic upload widget: progress, size and a refusal from the upload endpoint in Arabic", async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.25.0.5" });
    await page.goto(`/ar/job-application/${await firstJobId(request)}`);
    await page.locator("#field-resume").setInputFiles(pdf("cv.pdf"));
    const upload = page.getByTestId("resume-upload");
    await expect(upload.getByTestId("upload-status")).toHaveText(/^اكتمل الرفع · \d+ كيلوبايت$/);
    await expect(upload.getByRole("button", { name: "إزالة cv.pdf" })).toBeVisible();
    // Right to left, the name sits by its icon (at the card's right), not across the card by the remove button.
    const icon = (await upload.locator("svg").first().boundingBox())!;
    const name = (await upload.getByText("cv.pdf", { exact: true }).boundingBox())!;
    expect(icon.x - (name.x + name.width)).toBeLessThan(24);
    // Removing the file hands the focus to the control that picks another one.
    await upload.getByRole("button", { name: "إزالة cv.pdf" }).click();
    await expect(upload).toHaveCount(0);
    await expect(page.locator("#field-resume")).toBeFocused();
    await page.locator("#field-resume").setInputFiles(pdf("cv.pdf"));
    await expect(upload.getByTestId("upload-status")).toHaveText(/^اكتمل الرفع/);
    // An executable named .pdf passes the browser's checks; the endpoint's content check refuses it, in Arabic.
    await page.locator("#field-otherDoc").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is not a document") });
    await expect(page.locator("#field-otherDoc-error")).toHaveText("يُرجى تحميل ملفات PDF أو DOC أو DOCX فقط");
  });

  test("Turkish upload widget: percent sign first, sizes and labels in Turkish", async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.25.0.6" });
    await page.goto(`/tr/job-application/${await firstJobId(request)}`);
    await page.locator("#field-resume").setInputFiles(pdf("ozgecmis.pdf"));
    const upload = page.getByTestId("resume-upload");
    await expect(upload.getByTestId("upload-status")).toHaveText(/^Yüklendi · \d+ KB$/);
    await expect(upload.getByRole("progressbar", { name: "Özgeçmiş: %100 yüklendi" })).toBeVisible();
  });

  test("POST /api/job-applications answers a 422 in the client's language, English by default", async ({ request }) => {
    const post = (language?: string) =>
      request.post("/api/job-applications", {
        multipart: { jobId: "e7-eng-014", firstName: "Ayşe" },
        headers: { "X-Forwarded-For": "10.25.0.7", ...(language ? { "Accept-Language": language } : {}) },
      });
    const turkish = await post("tr-TR,tr;q=0.9,en;q=0.5");
    expect(turkish.status()).toBe(422);
    expect(await turkish.json()).toMatchObject({
      error: "Bazı alanlar eksik veya geçersiz",
      fieldErrors: { lastName: ["Bu alan zorunludur"], resume: ["Özgeçmiş zorunludur"] },
    });
    expect(await (await post()).json()).toMatchObject({
      error: "Some fields are missing or invalid",
      fieldErrors: { lastName: ["This field is required"], resume: ["Resume is required"] },
    });
  });

  for (const width of [390, 1366]) {
    test(`no WCAG 2.2 AA violations on the Arabic and Turkish form pages at ${width} px`, async ({ page, request, expectAxeClean }) => {
      // Six pages scanned in one test: on a slow machine more than the default 45 s.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const application = `/job-application/${await firstJobId(request)}`;
      for (const path of ["/ar/contact", "/tr/contact", "/ar/request-demo", "/tr/request-demo", `/ar${application}`, `/tr${application}`]) {
        await page.goto(path);
        await expectAxeClean(page);
      }
    });
  }
});
