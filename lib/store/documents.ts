import { randomUUID } from "node:crypto";
import type { Queryable } from "@/lib/db";
import { MAX_DOCUMENT_BYTES, type DocumentErrors, type DocumentFile } from "@/lib/schemas/application";
import { InvalidSubmission } from "./errors";
import { DOCUMENT_MIME, detectDocumentKind, STORED_NAME, type DocumentKind } from "./file-types";

/** Applicants' documents: checked by content, named by us, kept in the database (table application_files). */

/** A checked document, ready to be stored with its application. */
export type CheckedDocument = {
  /** Generated: '<uuid>.<pdf|doc|docx>'. */
  storedName: string;
  originalName: string;
  kind: DocumentKind;
  mimeType: string;
  size: number;
  bytes: Buffer;
};

/** The visitor's file name as metadata only: no directories, no control characters, bounded length. */
export function safeOriginalName(name: string, kind: DocumentKind): string {
  const base = name.replace(/\\/g, "/").split("/").pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 200);
  return cleaned || `document.${kind}`;
}

/**
 * Reads and checks a document: at most 10 MB, and by content a real PDF, DOC or DOCX. Refuses in `errors`' language,
 * which every caller names: an English default once reached Arabic and Turkish pages.
 */
export async function checkDocument(field: string, file: DocumentFile, errors: DocumentErrors): Promise<CheckedDocument> {
  if (file.size > MAX_DOCUMENT_BYTES) throw new InvalidSubmission({ [field]: [errors.fileTooLarge] }, 413);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new InvalidSubmission({ [field]: [errors.fileTooLarge] }, 413);
  const kind = bytes.length > 0 ? detectDocumentKind(bytes) : null;
  if (!kind) throw new InvalidSubmission({ [field]: [errors.wrongFileType] });
  return {
    storedName: `${randomUUID()}.${kind}`,
    originalName: safeOriginalName(file.name, kind),
    kind,
    mimeType: DOCUMENT_MIME[kind],
    size: bytes.length,
    bytes,
  };
}

/** Stores a document's bytes for its application (inside the caller's transaction). */
export async function insertDocument(tx: Queryable, applicationId: string, storedName: string, bytes: Uint8Array): Promise<void> {
  await tx.query("INSERT INTO application_files (stored_name, application_id, content) VALUES ($1, $2, $3)", [storedName, applicationId, bytes]);
}

/** A stored document's bytes, or null when there is none under that name. */
export async function readStoredDocument(db: Queryable, storedName: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(storedName)) return null;
  const { rows } = await db.query<{ content: Uint8Array }>("SELECT content FROM application_files WHERE stored_name = $1", [storedName]);
  const content = rows[0]?.content;
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  return content ? Buffer.from(content.buffer, content.byteOffset, content.byteLength) : null;
}
