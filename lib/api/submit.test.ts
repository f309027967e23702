/** @jest-environment ./lib/db/jest-environment.cjs */
import { pgliteBackend } from "@/lib/db/testing";
import { listSubmissions } from "@/lib/store/submission-records";
import { makeApplication } from "@/lib/store/test-application";
import { exeBytes, fileOf, pdfBytes } from "@/lib/store/test-documents";
import { ApiError } from "./errors";
import { submitApplication, submitDemo, submitLead } from "./submit";

jest.setTimeout(60_000);

const pglite = pgliteBackend();

describe("submissions in-process (API_BASE_URL unset): validated, then written to the store", () => {
  beforeAll(() => pglite.setUp());
  afterAll(() => pglite.tearDown());

  it("stores a demo request, a contact query and an application", async () => {
    await submitDemo({ companyName: "Acme", dmFirstName: "Sara", email: "s@acme.example", countryCode: "+1", phoneNumber: "5551234567", country: "US" });
    await submitLead({ firstName: "Tom", lastName: "Reed", email: "t@x.example", countryCode: "+44", phoneNumber: "7700900123", message: "Hi" });
    await submitApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: null });
    expect(await Promise.all((["demo", "lead", "application"] as const).map(async (t) => (await listSubmissions(t)).length))).toEqual([1, 1, 1]);
  });

  it("gives ApiError('rejected') with field errors for invalid input", async () => {
    const error = await submitDemo({ companyName: "", dmFirstName: "Sara", email: "bad", countryCode: "+1", phoneNumber: "1", country: "US" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "rejected", fieldErrors: { companyName: ["Company name is required"], email: ["Please enter a valid email address"] } });
  });

  it("gives ApiError('rejected') for a fake resume, and for a missing one", async () => {
    await expect(submitApplication(makeApplication(), { resume: fileOf(exeBytes(), "cv.pdf") })).rejects.toMatchObject({
      kind: "rejected",
      fieldErrors: { resume: ["Please upload only PDF, DOC, or DOCX files"] },
    });
    await expect(submitApplication(makeApplication(), { resume: new File([], "") })).rejects.toMatchObject({ kind: "rejected", fieldErrors: { resume: ["Resume is required"] } });
  });

  // The no-JavaScript form names only its page's locale: the store's refusals were English on Arabic and Turkish pages.
  it("refuses in the language of the visitor's pages", async () => {
    await expect(submitApplication(makeApplication(), { resume: fileOf(exeBytes(), "fake.pdf") }, "ar")).rejects.toMatchObject({
      fieldErrors: { resume: ["يُرجى تحميل ملفات PDF أو DOC أو DOCX فقط"] },
    });
    await expect(submitApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(exeBytes(), "notes.docx") }, "tr")).rejects.toMatchObject({
      fieldErrors: { otherDoc: ["Lütfen yalnızca PDF, DOC veya DOCX dosyası yükleyin"] },
    });
    await expect(submitApplication(makeApplication(), { resume: new File([], "") }, "tr")).rejects.toMatchObject({ fieldErrors: { resume: ["Özgeçmiş zorunludur"] } });
    await expect(submitApplication(makeApplication({ email: "nope" }), { resume: fileOf(pdfBytes(), "cv.pdf") }, "ar")).rejects.toMatchObject({
      fieldErrors: { email: ["يُرجى إدخال عنوان بريد إلكتروني صحيح"] },
    });
  });
});
