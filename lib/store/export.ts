import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORED_NAME } from "./file-types";
import type { SubmissionRecord, SubmissionType } from "./submission-records";

/** Staff exports of submissions: CSV that spreadsheets open safely, JSON, and copies of applicants' files. */

/** A cell a spreadsheet would run as a formula ('=...', '@...', '+cmd...') is prefixed with a quote. */
function neutralize(text: string): string {
  return /^[=@\t\r]|^[+-][^\d\s]/.test(text) ? `'${text}` : text;
}

function csvCell(value: SubmissionRecord[string]): string {
  if (value === null || value === undefined) return "";
  const text = neutralize(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row; columns are the union of the records' keys in first-seen order. */
export function toCsv(records: readonly SubmissionRecord[], columns?: readonly string[]): string {
  const header = columns ?? [...new Set(records.flatMap((r) => Object.keys(r)))];
  const lines = [header.map((c) => csvCell(c)).join(",")];
  for (const record of records) lines.push(header.map((c) => csvCell(record[c] ?? null)).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export const toJson = (records: readonly SubmissionRecord[]): string => `${JSON.stringify(records, null, 2)}\n`;

export type ExportFormat = "csv" | "json";

/** A stored document's bytes by its generated name (from the database), or null when there is none. */
export type ReadDocument = (storedName: string) => Promise<Uint8Array | null>;

/**
 * Writes `<out>/<type>.<format>`; for applications also writes each stored file to
 * `<out>/files/<applicationId>/` and adds its relative path to the record ("(missing)" when the database has none).
 * Returns the paths written.
 */
export async function writeExport(
  out: string,
  type: SubmissionType,
  records: readonly SubmissionRecord[],
  format: ExportFormat,
  readDocument: ReadDocument,
): Promise<string[]> {
  await mkdir(out, { recursive: true });
  const written: string[] = [];
  const rows: SubmissionRecord[] = [];
  for (const record of records) {
    const row = { ...record };
    if (type === "application") {
      for (const [fileKey, pathKey] of [["resumeFile", "resumePath"], ["otherDocFile", "otherDocPath"]] as const) {
        const stored = record[fileKey];
        row[pathKey] = null;
        // Stored names are generated (uuid.ext); anything else is not a file we wrote, so it never becomes a path.
        if (typeof stored !== "string" || !STORED_NAME.test(stored)) continue;
        const bytes = await readDocument(stored);
        if (!bytes) {
          row[pathKey] = "(missing)";
          continue;
        }
        const relative = path.join("files", String(record.id), stored);
        await mkdir(path.join(out, "files", String(record.id)), { recursive: true });
        await writeFile(path.join(out, relative), bytes);
        row[pathKey] = relative;
        written.push(path.join(out, relative));
      }
    }
    rows.push(row);
  }
  const file = path.join(out, `${type}.${format}`);
  await writeFile(file, format === "csv" ? toCsv(rows) : toJson(rows));
  written.unshift(file);
  return written;
}
