/** @jest-environment ./lib/db/jest-environment.cjs */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readStoredDocument } from "@/lib/store/documents";
import { listSubmissions } from "@/lib/store/submission-records";
import { saveJobApplication } from "@/lib/store/submissions";
import { makeApplication } from "@/lib/store/test-application";
import { docxBytes, fileOf, pdfBytes } from "@/lib/store/test-documents";
import { importLegacyUploads } from "./import-legacy-uploads";
import { getDatabase } from "./index";
import { testBackends, type TestBackend } from "./testing";

jest.setTimeout(60_000);

/**
 * An application as stored before migration 0002: its row names files that live in DATA_DIR/uploads, and
 * application_files has nothing for it. Made by saving one and then moving its files out of the database.
 */
async function legacyApplication(uploads: string, withFiles: boolean): Promise<{ resume: string; other: string }> {
  await saveJobApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(docxBytes(), "more.docx") });
  const record = (await listSubmissions("application")).at(-1)!;
  const [resume, other] = [String(record.resumeFile), String(record.otherDocFile)];
  await (await getDatabase()).query("DELETE FROM application_files WHERE stored_name IN ($1, $2)", [resume, other]);
  if (withFiles) {
    await writeFile(path.join(uploads, resume), pdfBytes());
    await writeFile(path.join(uploads, other), docxBytes());
  }
  return { resume, other };
}

describe.each(testBackends())("importLegacyUploads on %s", (_name: string, backend: TestBackend) => {
  let uploads = "";
  beforeAll(async () => {
    await backend.setUp();
    uploads = await mkdtemp(path.join(os.tmpdir(), "e7-legacy-uploads-"));
  });
  afterAll(async () => {
    await backend.tearDown();
    await rm(uploads, { recursive: true, force: true });
  });

  it("copies the files of older applications into the database byte for byte, once", async () => {
    const db = await getDatabase();
    const { resume, other } = await legacyApplication(uploads, true);
    expect(await readStoredDocument(db, resume)).toBeNull();

    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 2, missing: 0 });
    expect(await readStoredDocument(db, resume)).toEqual(pdfBytes());
    expect(await readStoredDocument(db, other)).toEqual(docxBytes());
    // Nothing left to do: a second run (another instance, a restart) imports nothing.
    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 0, missing: 0 });
  });

  it("counts files this instance does not have, and never follows a stored name that is not one we generate", async () => {
    const db = await getDatabase();
    await legacyApplication(uploads, false);
    const record = (await listSubmissions("application")).at(-1)!;
    await mkdir(path.join(uploads, "..", "outside"), { recursive: true });
    await writeFile(path.join(uploads, "..", "outside", "secret.pdf"), pdfBytes());
    await db.query("UPDATE job_applications SET resume_file = '../outside/secret.pdf' WHERE id = $1", [record.id]);

    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 0, missing: 2 });
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM application_files WHERE application_id = $1", [record.id]);
    expect(rows[0]?.n).toBe(0);
  });
});
