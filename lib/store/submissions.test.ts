/** @jest-environment ./lib/db/jest-environment.cjs */
import { readdir } from "node:fs/promises";
import { closeDatabase, getDatabase } from "@/lib/db";
import { migrate } from "@/lib/db/migrate";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { MAX_DOCUMENT_BYTES } from "@/lib/schemas/application";
import { InvalidSubmission } from "./errors";
import { listSubmissions } from "./submission-records";
import { saveContactQuery, saveDemoRequest, saveJobApplication } from "./submissions";
import { makeApplication } from "./test-application";
import { docxBytes, exeBytes, fileOf, pdfBytes } from "./test-documents";
import { readStoredDocument } from "./documents";

jest.setTimeout(60_000);

/** Stored documents: their names, and what is on disk under DATA_DIR besides the database (nothing, ever). */
async function storedDocuments(): Promise<{ names: string[]; filesOutsideDb: string[] }> {
  const { rows } = await (await getDatabase()).query<{ name: string }>("SELECT stored_name AS name FROM application_files ORDER BY 1");
  const entries = await readdir(process.env.DATA_DIR!, { recursive: true, withFileTypes: true }).catch(() => []);
  const filesOutsideDb = entries.filter((e) => e.isFile() && !e.parentPath.includes("pglite")).map((e) => e.name);
  return { names: rows.map((r) => r.name), filesOutsideDb };
}

const demo = { companyName: "Gulf Bank", dmFirstName: "Sara", dmLastName: undefined, dmTitle: "CISO", email: "sara@gulfbank.example", countryCode: "+971", phoneNumber: "501234567", country: "United Arab Emirates" };
const lead = { firstName: "Tom", lastName: "Reed", email: "tom@example.com", countryCode: "+44", phoneNumber: "7700900123", natureOfEnquiry: "Pricing", message: "Please send pricing." };

describe.each(testBackends())("submissions store on %s", (name: string, backend: TestBackend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  if (name === "postgres") {
    it("migrates once when several instances start together", async () => {
      const { openPostgres } = await import("@/lib/db/postgres");
      const dbs = await Promise.all([1, 2, 3].map(() => openPostgres(process.env.DATABASE_URL!)));
      try {
        const applied = await Promise.all(dbs.map((db) => migrate(db)));
        expect(applied.flat()).toEqual(["0001-submissions", "0002-application-files", "0003-deliveries", "0004-uploads", "0005-submission-locale", "0006-submission-receipts", "0007-undeliverable-deliveries", "0008-delivery-parts"]);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    });
  }

  it("applies the migrations on first use and records them", async () => {
    const db = await getDatabase();
    const { rows } = await db.query<{ id: string }>("SELECT id FROM schema_migrations");
    expect(rows.map((r) => r.id)).toEqual(["0001-submissions", "0002-application-files", "0003-deliveries", "0004-uploads", "0005-submission-locale", "0006-submission-receipts", "0007-undeliverable-deliveries", "0008-delivery-parts"]);
    expect(await migrate(db)).toEqual([]);
  });

  it("stores a demo request and lists it back", async () => {
    const { id } = await saveDemoRequest(demo);
    const [record] = await listSubmissions("demo");
    expect(record).toMatchObject({ id, companyName: "Gulf Bank", dmLastName: null, dmTitle: "CISO", country: "United Arab Emirates" });
    expect(String(record?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("stores a contact query and lists it back", async () => {
    const { id } = await saveContactQuery(lead);
    expect(await listSubmissions("lead")).toEqual([expect.objectContaining({ id, natureOfEnquiry: "Pricing", message: "Please send pricing." })]);
  });

  it("stores an application with typed columns and both files under generated names", async () => {
    const { id } = await saveJobApplication(makeApplication(), {
      resume: fileOf(pdfBytes(), "../../etc/passwd.pdf", "application/pdf"),
      otherDoc: fileOf(docxBytes(), "C:\\Users\\ana\\portfolio.docx"),
    });
    const [record] = await listSubmissions("application");
    expect(record).toMatchObject({
      id,
      totalExperience: 7,
      expectedSalary: 120000,
      isRelocating: true,
      joiningDate: "2027-01-10",
      yearOfGraduation: 2015,
      portfolioWebsite: null,
      resumeName: "passwd.pdf",
      resumeType: "application/pdf",
      otherDocName: "portfolio.docx",
    });
    expect(String(record?.resumeFile)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(String(record?.otherDocFile)).toMatch(/^[0-9a-f-]{36}\.docx$/);
    // The files are in the database, byte for byte, and nothing is written to disk.
    const db = await getDatabase();
    expect(await readStoredDocument(db, String(record?.resumeFile))).toEqual(pdfBytes());
    expect(await readStoredDocument(db, String(record?.otherDocFile))).toEqual(docxBytes());
    expect((await storedDocuments()).filesOutsideDb).toEqual([]);
  });

  it("keeps a 10 MB document holding every byte value exactly (bytea on this driver)", async () => {
    const bytes = Buffer.alloc(MAX_DOCUMENT_BYTES);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + (i >> 11)) & 0xff;
    pdfBytes().copy(bytes);
    const { id } = await saveJobApplication(makeApplication(), { resume: fileOf(bytes, "big.pdf") });
    const record = (await listSubmissions("application")).find((r) => r.id === id);
    expect(record?.resumeSize).toBe(MAX_DOCUMENT_BYTES);
    const stored = await readStoredDocument(await getDatabase(), String(record?.resumeFile));
    expect(stored).toBeInstanceOf(Buffer);
    expect(stored?.equals(bytes)).toBe(true);
  });

  describe("refuses and stores nothing", () => {
    let before: { rows: number; documents: Awaited<ReturnType<typeof storedDocuments>> };
    beforeEach(async () => {
      before = { rows: (await listSubmissions("application")).length, documents: await storedDocuments() };
    });
    afterEach(async () => {
      expect((await listSubmissions("application")).length).toBe(before.rows);
      expect(await storedDocuments()).toEqual(before.documents);
    });

    it("a resume that is an executable named .pdf", async () => {
      const error = await saveJobApplication(makeApplication(), { resume: fileOf(exeBytes(), "cv.pdf") }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidSubmission);
      expect((error as InvalidSubmission).fieldErrors).toEqual({ resume: ["Please upload only PDF, DOC, or DOCX files"] });
    });

    it("a good resume with a fake second document", async () => {
      const error = await saveJobApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(Buffer.from("hello"), "notes.doc") }).catch((e: unknown) => e);
      expect((error as InvalidSubmission).fieldErrors).toHaveProperty("otherDoc");
    });

    it("a file over 10 MB (413)", async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
      const error = await saveJobApplication(makeApplication(), { resume: fileOf(big, "big.pdf") }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidSubmission);
      expect((error as InvalidSubmission).status).toBe(413);
    });

    it("an unknown job", async () => {
      const error = await saveJobApplication(makeApplication({ jobId: "no-such-job" }), { resume: fileOf(pdfBytes(), "cv.pdf") }).catch((e: unknown) => e);
      expect((error as InvalidSubmission).fieldErrors).toEqual({ jobId: ["Job not found"] });
    });

    it("a row the database refuses: its files are not stored either", async () => {
      await expect(
        saveJobApplication(makeApplication({ expectedSalary: -1 }), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(docxBytes(), "x.docx") }),
      ).rejects.toThrow();
    });

    it("a file the database refuses after the row went in: the row is rolled back with it", async () => {
      const db = await getDatabase();
      // Stand-in for any failure between the row and the last file (disk full, connection lost, statement timeout).
      await db.query("ALTER TABLE application_files ADD CONSTRAINT test_refuse_docx CHECK (stored_name NOT LIKE '%.docx') NOT VALID");
      try {
        await expect(
          saveJobApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(docxBytes(), "x.docx") }),
        ).rejects.toThrow();
      } finally {
        await db.query("ALTER TABLE application_files DROP CONSTRAINT test_refuse_docx");
      }
    });
  });

  it("keeps everything across a restart", async () => {
    const counts = async () => Promise.all((["demo", "lead", "application"] as const).map(async (t) => (await listSubmissions(t)).length));
    const before = await counts();
    await closeDatabase();
    expect(await counts()).toEqual(before);
    expect(before).toEqual([1, 1, 2]);
  });

  describe("a submission sent again with its key (an answer lost on the way back)", () => {
    const deliveriesOf = async (id: string) =>
      (await (await getDatabase()).query("SELECT channel FROM deliveries WHERE submission_id = $1::uuid", [id])).rows.length;


    it("is answered with the first one's id, stored and delivered once", async () => {
      // A webhook configured, so that each submission queues one delivery (nothing is sent: no worker runs here).
      Object.assign(process.env, { WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "a-secret-of-16-chars" });
      try {
        const sent = { ...lead, email: "again@example.com" };
        const first = await saveContactQuery(sent, "ar", "key-lead-1");
        const again = await saveContactQuery(sent, "ar", "key-lead-1");
        expect(again).toEqual({ id: first.id, repeated: true });
        expect((await listSubmissions("lead")).filter((r) => r.email === "again@example.com")).toHaveLength(1);
        expect(await deliveriesOf(first.id)).toBe(1);
      } finally {
        delete process.env.WEBHOOK_URL;
        delete process.env.WEBHOOK_SECRET;
      }
    });

    it("another key, or none, is another submission", async () => {
      const sent = { ...demo, email: "twice@gulfbank.example" };
      await saveDemoRequest(sent, "en", "key-demo-1");
      await saveDemoRequest(sent, "en", "key-demo-2");
      await saveDemoRequest(sent);
      await saveDemoRequest(sent);
      expect((await listSubmissions("demo")).filter((r) => r.email === "twice@gulfbank.example")).toHaveLength(4);
    });

    it("an application keeps one row and one set of files", async () => {
      const application = makeApplication({ email: "once@example.com" });
      const files = { resume: fileOf(pdfBytes(), "cv.pdf") };
      const before = (await storedDocuments()).names.length;
      const first = await saveJobApplication(application, files, { key: "key-application-1" });
      expect(await saveJobApplication(application, files, { key: "key-application-1" })).toEqual({ id: first.id, repeated: true });
      expect((await listSubmissions("application")).filter((r) => r.email === "once@example.com")).toHaveLength(1);
      expect((await storedDocuments()).names.length).toBe(before + 1);
    });

    it("two at once with one key: one is stored", async () => {
      const sent = { ...lead, email: "race@example.com" };
      const results = await Promise.all([1, 2, 3].map(() => saveContactQuery(sent, "en", "key-lead-race")));
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.repeated)).toHaveLength(2);
      expect((await listSubmissions("lead")).filter((r) => r.email === "race@example.com")).toHaveLength(1);
    });

    it("a key whose submission was rolled back is free again", async () => {
      const application = makeApplication({ email: "retry@example.com" });
      await expect(saveJobApplication(makeApplication({ email: "retry@example.com", expectedSalary: -1 }), { resume: fileOf(pdfBytes(), "cv.pdf") }, { key: "key-application-2" })).rejects.toThrow();
      const { repeated } = await saveJobApplication(application, { resume: fileOf(pdfBytes(), "cv.pdf") }, { key: "key-application-2" });
      expect(repeated).toBeUndefined();
      expect((await listSubmissions("application")).filter((r) => r.email === "retry@example.com")).toHaveLength(1);
    });
  });
});
