/** @jest-environment ./lib/db/jest-environment.cjs */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDatabase, type Database } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { readStoredDocument } from "./documents";
import { importLegacyUploads } from "./legacy-uploads";
import { listSubmissions } from "./submission-records";
import { saveJobApplication } from "./submissions";
import { makeApplication } from "./test-application";
import { docxBytes, fileOf, pdfBytes } from "./test-documents";

jest.setTimeout(60_000);

/** A PDF holding every byte value, so a driver that mangled bytea (text escaping, NULs) would show. */
const binaryPdf = (): Buffer => Buffer.concat([pdfBytes(), Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256))]);

/**
 * An application as stored before migration 0002: its row names files that live in DATA_DIR/uploads, and
 * application_files has nothing for it. Made by saving one and then moving its files out of the database.
 */
async function legacyApplication(uploads: string | null): Promise<{ id: string; resume: string; other: string }> {
  await saveJobApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf"), otherDoc: fileOf(docxBytes(), "more.docx") });
  const record = (await listSubmissions("application")).at(-1)!;
  const [id, resume, other] = [String(record.id), String(record.resumeFile), String(record.otherDocFile)];
  await (await getDatabase()).query("DELETE FROM application_files WHERE application_id = $1", [id]);
  if (uploads) {
    await writeFile(path.join(uploads, resume), binaryPdf());
    await writeFile(path.join(uploads, other), docxBytes());
  }
  return { id, resume, other };
}

/** The database, counting the statements sent through it. */
function counting(db: Database): { db: Database; queries: () => number } {
  let n = 0;
  const wrapped: Database = Object.assign(Object.create(db) as Database, {
    query: (sql: string, params?: readonly unknown[]) => {
      n++;
      return db.query(sql, params);
    },
  });
  return { db: wrapped, queries: () => n };
}

describe.each(testBackends())("importLegacyUploads on %s", (_name: string, backend: TestBackend) => {
  let root = "";
  let uploads = "";
  beforeAll(async () => {
    await backend.setUp();
    root = await mkdtemp(path.join(os.tmpdir(), "e7-legacy-uploads-"));
    uploads = path.join(root, "uploads");
    await mkdir(uploads);
  });
  afterAll(async () => {
    await backend.tearDown();
    await rm(root, { recursive: true, force: true });
  });

  it("with nothing to import: one query, and the directory is not looked at", async () => {
    await saveJobApplication(makeApplication(), { resume: fileOf(pdfBytes(), "cv.pdf") });
    const { db, queries } = counting(await getDatabase());
    expect(await importLegacyUploads(db, path.join(root, "does-not-exist"))).toEqual({ imported: 0, missing: 0 });
    expect(queries()).toBe(1);
  });

  it("copies the files of older applications into the database byte for byte, once", async () => {
    const db = await getDatabase();
    const { resume, other } = await legacyApplication(uploads);
    expect(await readStoredDocument(db, resume)).toBeNull();

    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 2, missing: 0 });
    expect(await readStoredDocument(db, resume)).toEqual(binaryPdf());
    expect(await readStoredDocument(db, other)).toEqual(docxBytes());
    // Nothing left to do: a second run (another instance, a restart) imports nothing. The files stay on disk.
    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 0, missing: 0 });
    expect((await import("node:fs")).existsSync(path.join(uploads, resume))).toBe(true);
  });

  it("several instances importing at once store each file once", async () => {
    const db = await getDatabase();
    const { id, resume } = await legacyApplication(uploads);
    const runs = await Promise.all([1, 2, 3].map(() => importLegacyUploads(db, uploads)));
    expect(runs.reduce((sum, r) => sum + r.imported, 0)).toBe(2);
    expect(runs.every((r) => r.missing === 0)).toBe(true);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM application_files WHERE application_id = $1", [id]);
    expect(rows[0]?.n).toBe(2);
    expect(await readStoredDocument(db, resume)).toEqual(binaryPdf());
  });

  it("counts files this instance does not have, and never follows a stored name that is not one we generate", async () => {
    const db = await getDatabase();
    const { id } = await legacyApplication(null);
    await mkdir(path.join(root, "outside"));
    await writeFile(path.join(root, "outside", "secret.pdf"), pdfBytes());
    await db.query("UPDATE job_applications SET resume_file = '../outside/secret.pdf' WHERE id = $1", [id]);

    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 0, missing: 2 });
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM application_files WHERE application_id = $1", [id]);
    expect(rows[0]?.n).toBe(0);
    // Still missing on the next start, and still reported.
    expect(await importLegacyUploads(db, uploads)).toEqual({ imported: 0, missing: 2 });
  });
});
