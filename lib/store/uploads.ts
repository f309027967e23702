import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { MAX_DOCUMENT_BYTES, MESSAGES, type DocumentFile } from "@/lib/schemas/application";
import { InvalidSubmission } from "./errors";
import { DOCUMENT_MIME, detectDocumentKind, type DocumentKind } from "./file-types";

/** Where uploaded documents live: DATA_DIR/uploads, under names we generate (never the visitor's). */
export const uploadsDir = (): string => path.resolve(env().DATA_DIR, "uploads");
const incomingDir = (): string => path.join(uploadsDir(), ".incoming");

/** A checked document written to a temporary name, not yet part of the store. */
export type StagedFile = {
  /** Generated: '<uuid>.<pdf|doc|docx>'. */
  storedName: string;
  originalName: string;
  kind: DocumentKind;
  mimeType: string;
  size: number;
  tempPath: string;
  finalPath: string;
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

/** Reads and checks a document: at most 10 MB, and by content a real PDF, DOC or DOCX. */
export async function readDocument(field: string, file: DocumentFile): Promise<{ bytes: Buffer; kind: DocumentKind }> {
  if (file.size > MAX_DOCUMENT_BYTES) throw new InvalidSubmission({ [field]: [MESSAGES.fileTooLarge] }, 413);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new InvalidSubmission({ [field]: [MESSAGES.fileTooLarge] }, 413);
  const kind = bytes.length > 0 ? detectDocumentKind(bytes) : null;
  if (!kind) throw new InvalidSubmission({ [field]: [MESSAGES.wrongFileType] });
  return { bytes, kind };
}

export async function stageFile(originalName: string, bytes: Buffer, kind: DocumentKind): Promise<StagedFile> {
  await mkdir(incomingDir(), { recursive: true });
  const id = randomUUID();
  const storedName = `${id}.${kind}`;
  const staged: StagedFile = {
    storedName,
    originalName: safeOriginalName(originalName, kind),
    kind,
    mimeType: DOCUMENT_MIME[kind],
    size: bytes.length,
    tempPath: path.join(incomingDir(), `${id}.part`),
    finalPath: path.join(uploadsDir(), storedName),
  };
  await writeFile(staged.tempPath, bytes, { flag: "wx" });
  return staged;
}

/** Moves staged files to their final names (same directory tree, so each move is atomic). */
export async function publishFiles(files: readonly StagedFile[]): Promise<void> {
  for (const file of files) await rename(file.tempPath, file.finalPath);
}

/** Removes every trace of the given files, staged or published. */
export async function discardFiles(files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.flatMap((f) => [rm(f.tempPath, { force: true }), rm(f.finalPath, { force: true })]));
}
