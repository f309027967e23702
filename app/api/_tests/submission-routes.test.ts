/** @jest-environment ./lib/db/jest-environment.cjs */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { getDatabase } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { MAX_DOCUMENT_BYTES } from "@/lib/schemas/application";
import { readStoredDocument } from "@/lib/store/documents";
import { listSubmissions } from "@/lib/store/submission-records";
import { applicationFields } from "@/lib/store/test-application";
import { docxBytes, exeBytes, fileOf, pdfBytes } from "@/lib/store/test-documents";
import { POST as postDemo } from "../demo/route";
import { GET as health } from "../health/route";
import { POST as postApplication } from "../job-applications/route";
import { POST as postLead } from "../lead/route";

jest.setTimeout(60_000);

const json = (path: string, body: unknown, contentType = "application/json") =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": contentType }, body: typeof body === "string" ? body : JSON.stringify(body) });

function multipart(fields: Record<string, string>, files: Record<string, File | string> = {}, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, v);
  return new Request("http://localhost/api/job-applications", { method: "POST", body: form, headers });
}

const demo = { companyName: "Gulf Bank", dmFirstName: "Sara", email: "sara@gulfbank.example", countryCode: "+971", phoneNumber: "501234567", country: "United Arab Emirates" };
const lead = { firstName: "Tom", lastName: "Reed", email: "tom@example.com", countryCode: "+44", phoneNumber: "7700900123", message: "Pricing, please." };
const resume = () => fileOf(pdfBytes(), "resume.pdf", "application/pdf");

/** Names of the stored documents (they live in the database, table application_files). */
async function uploads(): Promise<string[]> {
  const { rows } = await (await getDatabase()).query<{ name: string }>("SELECT stored_name AS name FROM application_files ORDER BY 1");
  return rows.map((r) => r.name);
}

type Body = { id?: string; error?: string; fieldErrors?: Record<string, string[]> };
const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as Body });

describe.each(testBackends())("built-in API host: submissions on %s", (_name: string, backend: TestBackend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  describe("POST /api/demo", () => {
    it("stores a valid request: 201 with its id", async () => {
      const { status, body } = await read(await postDemo(json("/api/demo", demo), undefined));
      expect(status).toBe(201);
      expect((await listSubmissions("demo")).map((r) => r.id)).toContain(body.id);
    });
    it("names every missing field with the spec's messages (422)", async () => {
      const { status, body } = await read(await postDemo(json("/api/demo", { companyName: "  " }), undefined));
      expect(status).toBe(422);
      expect(body.fieldErrors).toMatchObject({
        companyName: ["Company name is required"],
        dmFirstName: ["Decision maker first name is required"],
        email: ["Email is required"],
        countryCode: ["Country code is required"],
        phoneNumber: ["Phone number is required"],
        country: ["Country is required"],
      });
    });
    it("refuses wrong types and a bad email (422)", async () => {
      const { status, body } = await read(await postDemo(json("/api/demo", { ...demo, companyName: 42, email: "not-an-email" }), undefined));
      expect(status).toBe(422);
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["companyName", "email"]);
      expect(body.fieldErrors?.email).toEqual(["Please enter a valid email address"]);
    });
    it.each([
      ["malformed JSON", json("/api/demo", "{oops"), 400],
      ["a JSON array", json("/api/demo", "[]"), 400],
      ["a wrong content type", json("/api/demo", JSON.stringify(demo), "text/plain"), 415],
      ["a form body", json("/api/demo", "companyName=x", "application/x-www-form-urlencoded"), 415],
      ["an oversized body", json("/api/demo", { ...demo, dmTitle: "x".repeat(70_000) }), 413],
    ])("answers %s with %i", async (_label, request, status) => {
      const response = await postDemo(request, undefined);
      expect(response.status).toBe(status);
      expect(((await response.json()) as Body).error).toEqual(expect.any(String));
    });
    it("answers a refusal of the request itself in the client's language too (Accept-Language), English by default", async () => {
      const asking = (request: Request, language: string) => (request.headers.set("accept-language", language), request);
      const english = await read(await postDemo(json("/api/demo", "{oops"), undefined));
      expect(english).toMatchObject({ status: 400, body: { error: "The body is not valid JSON" } });
      const arabic = await read(await postDemo(asking(json("/api/demo", JSON.stringify(demo), "text/plain"), "ar"), undefined));
      expect(arabic).toMatchObject({ status: 415, body: { error: "أرسل المحتوى بصيغة application/json" } });
      const turkish = await read(await postLead(asking(json("/api/lead", "[]"), "tr-TR,tr;q=0.9"), undefined));
      expect(turkish).toMatchObject({ status: 400, body: { error: "Gövde bir JSON nesnesi olmalı" } });
      const multipartRefused = await read(await postApplication(asking(json("/api/job-applications", applicationFields()), "tr"), undefined));
      expect(multipartRefused).toMatchObject({ status: 415, body: { error: "Başvuruyu multipart/form-data olarak gönderin" } });
    });
  });

  describe("POST /api/lead", () => {
    it("stores a valid query: 201", async () => {
      expect((await postLead(json("/api/lead", lead), undefined)).status).toBe(201);
      expect(await listSubmissions("lead")).toMatchObject([{ email: lead.email, locale: "en" }]);
    });
    it("stores the client's language (Accept-Language), the language of the visitor's confirmation", async () => {
      const request = json("/api/lead", lead);
      request.headers.set("accept-language", "ar-AE,ar;q=0.9,en;q=0.5");
      expect((await postLead(request, undefined)).status).toBe(201);
      expect((await listSubmissions("lead")).at(-1)).toMatchObject({ email: lead.email, locale: "ar" });
    });
    it("names missing fields (422) and refuses malformed JSON (400)", async () => {
      const { status, body } = await read(await postLead(json("/api/lead", { firstName: "Tom" }), undefined));
      expect(status).toBe(422);
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(expect.arrayContaining(["lastName", "email", "phoneNumber", "message"]));
      expect(body.fieldErrors?.message).toEqual(["Please fill in all required fields"]);
      // A value of the wrong type fails two checks with the same words: said once.
      const wrongType = await read(await postLead(json("/api/lead", { ...lead, message: [] }), undefined));
      expect(wrongType.body.fieldErrors?.message).toEqual(["Please fill in all required fields"]);
      expect((await postLead(json("/api/lead", "{"), undefined)).status).toBe(400);
    });
  });

  describe("POST /api/job-applications", () => {
    it("stores a valid application with both documents: 201", async () => {
      const before = await uploads();
      const response = await postApplication(multipart(applicationFields(), { resume: resume(), otherDoc: fileOf(docxBytes(), "cover.docx") }), undefined);
      expect(response.status).toBe(201);
      const records = await listSubmissions("application");
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ jobId: "e7-eng-014", isRelocating: true, totalExperience: 7, resumeName: "resume.pdf", otherDocName: "cover.docx", locale: "en" });
      expect((await uploads()).length).toBe(before.length + 2);
      expect(await readStoredDocument(await getDatabase(), String(records[0]?.resumeFile))).toEqual(pdfBytes());
      expect(await readStoredDocument(await getDatabase(), String(records[0]?.otherDocFile))).toEqual(docxBytes());
    });

    it("keeps a path-traversal file name as metadata only, under a generated name", async () => {
      const before = await uploads();
      const response = await postApplication(multipart(applicationFields(), { resume: fileOf(pdfBytes(), "../../../../tmp/evil.pdf") }), undefined);
      expect(response.status).toBe(201);
      const added = (await uploads()).filter((f) => !before.includes(f));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const latest = (await listSubmissions("application")).at(-1);
      expect(latest?.resumeName).toBe("evil.pdf");
      // Nothing is written to disk by that name, or at all outside the database.
      expect(existsSync("/tmp/evil.pdf")).toBe(false);
      const onDisk = await readdir(process.env.DATA_DIR!, { recursive: true, withFileTypes: true }).catch(() => []);
      expect(onDisk.filter((e) => e.isFile() && !e.parentPath.includes("pglite"))).toEqual([]);
    });

    it("stores a Turkish client's application with its language", async () => {
      const response = await postApplication(multipart(applicationFields(), { resume: resume() }, { "accept-language": "tr" }), undefined);
      expect(response.status).toBe(201);
      expect((await listSubmissions("application")).at(-1)).toMatchObject({ locale: "tr" });
    });

    describe("refusals store nothing", () => {
      let before: { rows: number; files: string[] };
      beforeEach(async () => {
        before = { rows: (await listSubmissions("application")).length, files: await uploads() };
      });
      afterEach(async () => {
        expect((await listSubmissions("application")).length).toBe(before.rows);
        expect(await uploads()).toEqual(before.files);
      });

      it("missing fields and resume: 422 naming each", async () => {
        const { status, body } = await read(await postApplication(multipart({ jobId: "e7-eng-014", firstName: "Ana" }), undefined));
        expect(status).toBe(422);
        expect(body.error).toBe("Some fields are missing or invalid");
        expect(body.fieldErrors).toMatchObject({ lastName: ["This field is required"], coverLetter: ["This field is required"], resume: ["Resume is required"] });
      });
      it("wrong types: letters for numbers, a bad email, an unknown option", async () => {
        const fields = applicationFields({ totalExperience: "seven", email: "ana@", howDidYouHearAboutUs: "Billboard", isRelocating: "maybe" });
        const { status, body } = await read(await postApplication(multipart(fields, { resume: resume() }), undefined));
        expect(status).toBe(422);
        expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["email", "howDidYouHearAboutUs", "isRelocating", "totalExperience"]);
      });
      it("a fake document (an executable named .pdf): 422 on resume", async () => {
        const { status, body } = await read(await postApplication(multipart(applicationFields(), { resume: fileOf(exeBytes(), "cv.pdf", "application/pdf") }), undefined));
        expect(status).toBe(422);
        expect(body.fieldErrors).toEqual({ resume: ["Please upload only PDF, DOC, or DOCX files"] });
      });
      it("a fake second document: 422 on otherDoc", async () => {
        const { status, body } = await read(await postApplication(multipart(applicationFields(), { resume: resume(), otherDoc: fileOf(Buffer.from("<html></html>"), "x.docx") }), undefined));
        expect(status).toBe(422);
        expect(Object.keys(body.fieldErrors ?? {})).toEqual(["otherDoc"]);
      });
      it("a document over 10 MB: 413", async () => {
        const big = fileOf(Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]), "big.pdf");
        expect((await postApplication(multipart(applicationFields(), { resume: big }), undefined)).status).toBe(413);
      });
      it("a declared body larger than two documents: 413 before reading", async () => {
        const request = new Request("http://localhost/api/job-applications", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(3 * MAX_DOCUMENT_BYTES) },
          body: "--x--",
        });
        expect((await postApplication(request, undefined)).status).toBe(413);
      });
      it("text where the resume belongs, a file where text belongs: 422", async () => {
        const fields = applicationFields();
        delete fields.city;
        const form = multipart(fields, { resume: "resume.pdf", city: fileOf(pdfBytes(), "city.pdf") });
        const { status, body } = await read(await postApplication(form, undefined));
        expect(status).toBe(422);
        expect(body.fieldErrors?.resume).toEqual(["Please upload only PDF, DOC, or DOCX files"]);
        expect(body.fieldErrors?.city).toEqual(["Expected text, not a file"]);
      });
      it("an unknown job: 422 on jobId", async () => {
        const { status, body } = await read(await postApplication(multipart(applicationFields({ jobId: "closed-role" }), { resume: resume() }), undefined));
        expect(status).toBe(422);
        expect(body.fieldErrors).toEqual({ jobId: ["Job not found"] });
      });
      it("answers in the client's language (Accept-Language: tr, then ar)", async () => {
        const turkish = { "accept-language": "tr-TR,tr;q=0.9,en;q=0.5" };
        const missing = await read(await postApplication(multipart({ jobId: "e7-eng-014", firstName: "Ana" }, {}, turkish), undefined));
        expect(missing.status).toBe(422);
        expect(missing.body.error).toBe("Bazı alanlar eksik veya geçersiz");
        expect(missing.body.fieldErrors).toMatchObject({ lastName: ["Bu alan zorunludur"], resume: ["Özgeçmiş zorunludur"] });
        const fake = await read(await postApplication(multipart(applicationFields(), { resume: fileOf(exeBytes(), "cv.pdf", "application/pdf") }, turkish), undefined));
        expect(fake.body).toEqual({ error: "Bazı alanlar eksik veya geçersiz", fieldErrors: { resume: ["Lütfen yalnızca PDF, DOC veya DOCX dosyası yükleyin"] } });
        const closed = await read(await postApplication(multipart(applicationFields({ jobId: "closed-role" }), { resume: resume() }, { "accept-language": "ar" }), undefined));
        expect(closed).toEqual({ status: 422, body: { error: "بعض الحقول ناقصة أو غير صحيحة", fieldErrors: { jobId: ["الوظيفة غير موجودة"] } } });
      });
      it("a document over 10 MB in Turkish: 413 with Turkish words", async () => {
        const big = fileOf(Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]), "big.pdf");
        const { status, body } = await read(await postApplication(multipart(applicationFields(), { resume: big }, { "accept-language": "tr" }), undefined));
        expect(status).toBe(413);
        expect(body).toEqual({ error: "Dosyalardan biri 10MB'tan büyük", fieldErrors: { resume: ["Bu dosya 10MB'tan büyük. Lütfen daha küçük bir dosya seçin."] } });
      });
      it("JSON instead of multipart: 415", async () => {
        expect((await postApplication(json("/api/job-applications", applicationFields()), undefined)).status).toBe(415);
      });
      it("a malformed multipart body: 400", async () => {
        const request = new Request("http://localhost/api/job-applications", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=abc" },
          body: "this is not multipart",
        });
        expect((await postApplication(request, undefined)).status).toBe(400);
      });
    });
  });

  describe("a submission sent again with its Idempotency-Key", () => {
    const keyed = (request: Request, key: string) => {
      request.headers.set("idempotency-key", key);
      return request;
    };

    it("is answered 201 with the first one's id and stored once; another body or key is another submission", async () => {
      const sent = { ...demo, email: "keyed@gulfbank.example" };
      const first = await read(await postDemo(keyed(json("/api/demo", sent), '"demo-attempt-1"'), undefined));
      const again = await read(await postDemo(keyed(json("/api/demo", sent), "demo-attempt-1"), undefined));
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.id).toBe(first.body.id);
      await postDemo(keyed(json("/api/demo", { ...sent, dmTitle: "CEO" }), "demo-attempt-1"), undefined);
      await postDemo(keyed(json("/api/demo", sent), "demo-attempt-2"), undefined);
      expect((await listSubmissions("demo")).filter((r) => r.email === sent.email)).toHaveLength(3);
    });

    it("an application with its documents too", async () => {
      const before = (await uploads()).length;
      const send = async () => read(await postApplication(multipart(applicationFields({ email: "keyed@example.com" }), { resume: resume() }, { "idempotency-key": "application-attempt-1" }), undefined));
      const [first, again] = [await send(), await send()];
      expect(again).toEqual(first);
      expect((await listSubmissions("application")).filter((r) => r.email === "keyed@example.com")).toHaveLength(1);
      expect((await uploads()).length).toBe(before + 1);
    });

    it("an application whose résumé is another file of the same name and size is another submission", async () => {
      const edited = pdfBytes();
      edited[edited.length - 2] = "X".charCodeAt(0); // "%%EOX": same name, type and size, other bytes
      const send = (bytes: Buffer) =>
        postApplication(multipart(applicationFields({ email: "rekeyed@example.com" }), { resume: fileOf(bytes, "resume.pdf", "application/pdf") }, { "idempotency-key": "application-attempt-2" }), undefined);
      const first = await read(await send(pdfBytes()));
      const second = await read(await send(edited));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      const stored = (await listSubmissions("application")).filter((r) => r.email === "rekeyed@example.com");
      expect(stored).toHaveLength(2);
    });

    it("a key that is not a plain token is ignored", async () => {
      const sent = { ...lead, email: "unkeyed@example.com" };
      for (let i = 0; i < 2; i++) await postLead(keyed(json("/api/lead", sent), "short"), undefined);
      expect((await listSubmissions("lead")).filter((r) => r.email === sent.email)).toHaveLength(2);
    });
  });

  it("GET /api/health reports the database and the outbox", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    // No SMTP_URL or WEBHOOK_URL here: nothing is queued (lib/delivery/delivery.test.ts covers a busy outbox).
    expect(await response.json()).toEqual({ ok: true, db: { status: "up", kind: _name }, outbox: { pending: 0, dead: 0, undeliverable: 0, oldestPendingSeconds: null } });
  });
});
