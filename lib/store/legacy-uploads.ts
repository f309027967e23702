import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@/lib/db";
import { env } from "@/lib/env";
import { STORED_NAME } from "./file-types";

/**
 * Applications stored before their files moved into the database (migration 0002) kept them as files in
 * DATA_DIR/uploads/<stored name>. This copies each such file into application_files. It runs each time a process
 * opens the database (lib/db/index.ts) and before each staff export (scripts/submissions.ts): one query, and no look
 * at the disk, when there is nothing to import. Several instances may run it at once, each with its own disk: the
 * first copy of a file wins and ON CONFLICT makes any other a no-op; a file none of them has is reported as missing.
 *
 * The old files are left where they are. Once no instance reports missing files, staff may delete DATA_DIR/uploads.
 */

export type LegacyImport = { imported: number; missing: number };

/** Where those files were kept: DATA_DIR/uploads. */
export const legacyUploadsDir = (): string => path.resolve(env().DATA_DIR, "uploads");

export async function importLegacyUploads(db: Database, dir = legacyUploadsDir()): Promise<LegacyImport> {
  const { rows } = await db.query<{ id: string; stored: string }>(
    `SELECT a.id::text AS id, f.name AS stored
       FROM job_applications a
       CROSS JOIN LATERAL (VALUES (a.resume_file), (a.other_doc_file)) AS f (name)
      WHERE f.name IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM application_files x WHERE x.stored_name = f.name)`,
  );
  const result: LegacyImport = { imported: 0, missing: 0 };
  for (const { id, stored } of rows) {
    // Only names we generated are looked up: a stored value is never followed as a path.
    const bytes = STORED_NAME.test(stored) ? await readFile(path.join(dir, stored)).catch(() => null) : null;
    if (!bytes) {
      result.missing++;
      continue;
    }
    // The application may have been deleted since the query above: then there is nothing to attach the file to.
    const { rows: inserted } = await db.query(
      `INSERT INTO application_files (stored_name, application_id, content)
       SELECT $1::text, id, $3::bytea FROM job_applications WHERE id = $2::uuid
       ON CONFLICT (stored_name) DO NOTHING RETURNING stored_name`,
      [stored, id, bytes],
    );
    if (inserted.length) result.imported++;
  }
  return result;
}
