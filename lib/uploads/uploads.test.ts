/** @jest-environment ./lib/db/jest-environment.cjs */
import { Readable } from "node:stream";
import { getDatabase } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { MAX_DOCUMENT_BYTES, MESSAGES } from "@/lib/schemas/application";
import { makeApplication } from "@/lib/store/test-application";
import { exeBytes, pdfBytes } from "@/lib/store/test-documents";
import { saveJobApplication } from "@/lib/store/submissions";
import { uploadedDocument } from "./attach";
import { ownerHash } from "./owner";
import { PostgresUploadStore } from "./pg-store";
import { creationProblem } from "./policy";
import { uploadBytes } from "./records";
import { tusClient } from "./test-tus";

jest.setTimeout(60_000);

// ES modules, loaded with Node's own require (see ./test-tus.ts).
jest.mock("@tus/utils", () => (globalThis as { __nodeRequire?: NodeJS.Require }).__nodeRequire!("@tus/utils"));
jest.mock("@tus/server", () => (globalThis as { __nodeRequire?: NodeJS.Require }).__nodeRequire!("@tus/server"));

const route = async () => (await import("@/app/api/uploads/[[...id]]/route")).PATCH;
const ownerOf = (cookie: string) => ownerHash(cookie.split("=")[1])!;

/** A PDF of `size` bytes: a real header, then filler. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  pdfBytes().copy(bytes);
  return bytes;
}

async function uploadRows(): Promise<number> {
  const { rows } = await (await getDatabase()).query<{ n: number }>("SELECT count(*)::int AS n FROM uploads");
  return rows[0]!.n;
}

describe("what an upload must declare when it is created", () => {
  it("accepts a PDF, DOC or DOCX up to 10 MB, with or without a declared type", () => {
    expect(creationProblem(MAX_DOCUMENT_BYTES, { filename: "cv.pdf", filetype: "application/pdf" })).toBeNull();
    expect(creationProblem(1000, { filename: "cv.docx", filetype: "" })).toBeNull();
  });

  it("refuses a larger file with a clear message, and other types with the spec's message", () => {
    expect(creationProblem(MAX_DOCUMENT_BYTES + 1, { filename: "cv.pdf", filetype: "application/pdf" })).toBe(MESSAGES.fileTooLarge);
    expect(creationProblem(1000, { filename: "setup.exe", filetype: "application/x-msdownload" })).toBe(MESSAGES.wrongFileType);
    expect(creationProblem(1000, { filename: "cv.pdf", filetype: "image/png" })).toBe(MESSAGES.wrongFileType);
    expect(creationProblem(1000, { filename: "cv.png", filetype: "" })).toBe(MESSAGES.wrongFileType);
  });
});

describe.each(testBackends())("resumable uploads on %s", (_name: string, backend: TestBackend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it("refuses an oversize or wrong-typed upload before storing anything", async () => {
    const browser = tusClient(route);
    const big = await browser.create(MAX_DOCUMENT_BYTES + 1);
    expect(big).toMatchObject({ status: 413, body: MESSAGES.fileTooLarge });
    const exe = await browser.create(1000, "setup.exe", "application/x-msdownload");
    expect(exe).toMatchObject({ status: 415, body: MESSAGES.wrongFileType });
    expect(await uploadRows()).toBe(0);
  });

  it("refuses in the language the form sends (Accept-Language)", async () => {
    const arabic = tusClient(route, "203.0.113.7", { "accept-language": "ar" });
    expect(await arabic.create(1000, "setup.exe", "application/x-msdownload")).toMatchObject({ status: 415, body: "يُرجى تحميل ملفات PDF أو DOC أو DOCX فقط" });
    const turkish = tusClient(route, "203.0.113.7", { "accept-language": "tr" });
    expect(await turkish.create(MAX_DOCUMENT_BYTES + 1)).toMatchObject({ status: 413, body: "Bu dosya 10MB'tan büyük. Lütfen daha küçük bir dosya seçin." });
    expect(await uploadRows()).toBe(0);
  });

  it("stores an upload sent in parts, byte for byte, and checks its content when it completes", async () => {
    const browser = tusClient(route);
    const bytes = pdfOfSize(700 * 1024);
    const { status, id } = await browser.create(bytes.length);
    expect(status).toBe(201);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await browser.patch(id!, 0, bytes.subarray(0, 300_000))).headers.get("upload-offset")).toBe("300000");
    // A request from a stale offset is refused without changing the upload.
    expect((await browser.patch(id!, 0, bytes.subarray(0, 10))).status).toBe(409);
    expect((await browser.head(id!)).headers.get("upload-offset")).toBe("300000");
    expect((await browser.patch(id!, 300_000, bytes.subarray(300_000))).status).toBe(204);
    const db = await getDatabase();
    expect((await uploadBytes(db, id!)).equals(bytes)).toBe(true);
    const document = await uploadedDocument(id!, ownerOf(browser.cookie));
    expect(document).toMatchObject({ name: "resume.pdf", size: bytes.length });
  });

  it("deletes a finished upload whose bytes are not a document, with the spec's message", async () => {
    const browser = tusClient(route);
    const bytes = exeBytes();
    const { id } = await browser.create(bytes.length, "cv.pdf");
    const response = await browser.patch(id!, 0, bytes);
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(MESSAGES.wrongFileType);
    expect((await browser.head(id!)).status).toBe(404);
  });

  it("lets only the browser that started an upload see, continue, remove or submit it", async () => {
    const owner = tusClient(route);
    const bytes = pdfOfSize(2048);
    const { id } = await owner.create(bytes.length);
    const stranger = tusClient(route, "198.51.100.9");
    await stranger.create(10, "other.pdf"); // the stranger has a cookie of its own
    expect((await stranger.head(id!)).status).toBe(404);
    expect((await stranger.patch(id!, 0, bytes)).status).toBe(404);
    expect((await stranger.remove(id!)).status).toBe(404);
    expect((await owner.patch(id!, 0, bytes)).status).toBe(204);
    expect(await uploadedDocument(id!, ownerOf(stranger.cookie))).toBeNull();
    expect(await uploadedDocument(id!, ownerOf(owner.cookie))).not.toBeNull();
  });

  it("keeps the bytes that arrived before a connection broke", async () => {
    const browser = tusClient(route);
    const { id } = await browser.create(1024 * 1024);
    const store = new PostgresUploadStore(getDatabase, () => ({ ownerHash: "x", clientKey: "x" }));
    async function* cut() {
      yield pdfOfSize(300 * 1024);
      throw new Error("connection reset");
    }
    await expect(store.write(Readable.from(cut()), id!, 0)).rejects.toThrow("connection reset");
    expect((await browser.head(id!)).headers.get("upload-offset")).toBe(String(300 * 1024));
  });

  it("caps the bytes one client may have pending", async () => {
    process.env.TRUST_PROXY = "1"; // clients told apart by address (behind the proxy), as in production
    const browser = tusClient(route, "192.0.2.44");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await browser.create(MAX_DOCUMENT_BYTES)).status);
    delete process.env.TRUST_PROXY;
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it("removes expired uploads, which can then no longer be submitted", async () => {
    const browser = tusClient(route);
    const bytes = pdfOfSize(1024);
    const { id } = await browser.create(bytes.length);
    await browser.patch(id!, 0, bytes);
    const db = await getDatabase();
    await db.query("UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1", [id]);
    expect(await uploadedDocument(id!, ownerOf(browser.cookie))).toBeNull();
    const store = new PostgresUploadStore(getDatabase, () => ({ ownerHash: "x", clientKey: "x" }));
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query("SELECT id FROM uploads WHERE id = $1", [id]);
    expect(rows).toHaveLength(0);
  });

  it("moves an upload into the application in the same transaction, once", async () => {
    const browser = tusClient(route);
    const bytes = pdfOfSize(4096);
    const { id } = await browser.create(bytes.length);
    await browser.patch(id!, 0, bytes);
    const owner = ownerOf(browser.cookie);
    const resume = (await uploadedDocument(id!, owner))!;
    await saveJobApplication(makeApplication(), { resume, uploads: { ids: [id!], owner } });
    const db = await getDatabase();
    // Kept, without its bytes, as finished for its browser until it expires (a reload after a lost answer finds it).
    expect((await db.query("SELECT id FROM uploads WHERE id = $1 AND used_at IS NOT NULL", [id])).rows).toHaveLength(1);
    expect((await db.query("SELECT upload_id FROM upload_chunks WHERE upload_id = $1", [id])).rows).toHaveLength(0);
    expect((await browser.head(id!)).status).toBe(200);
    expect(await uploadedDocument(id!, owner)).toBeNull();
    const { rows } = await db.query<{ content: Uint8Array }>(
      "SELECT f.content FROM application_files f JOIN job_applications a ON a.resume_file = f.stored_name ORDER BY a.created_at DESC LIMIT 1",
    );
    expect(Buffer.from(rows[0]!.content).equals(bytes)).toBe(true);
    // The same upload a second time (a replayed submit): refused, nothing stored.
    const before = (await db.query("SELECT id FROM job_applications")).rows.length;
    await expect(saveJobApplication(makeApplication(), { resume, uploads: { ids: [id!], owner } })).rejects.toThrow();
    expect((await db.query("SELECT id FROM job_applications")).rows.length).toBe(before);
  });
});
