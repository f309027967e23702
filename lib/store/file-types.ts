/**
 * What a document really is, judged by its bytes rather than its name (a renamed .exe is not a PDF).
 * PDF: '%PDF-' within the first KiB. DOC: an OLE compound file. DOCX: a ZIP archive holding a 'word/' part.
 */

export type DocumentKind = "pdf" | "doc" | "docx";

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The names the site gives stored documents ('<uuid>.<kind>'); nothing else is ever looked up or written as a file. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

const PDF = Buffer.from("%PDF-", "latin1");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** Names in the ZIP's central directory; [] when the archive has none that can be read. */
function centralDirectoryNames(bytes: Buffer): string[] {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= searchFrom; end--) {
    if (bytes.readUInt32LE(end) !== ZIP_END) continue;
    const count = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let i = 0; i < count && at + 46 <= bytes.length; i++) {
      if (bytes.readUInt32LE(at) !== ZIP_CENTRAL) break;
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      names.push(bytes.toString("utf8", at + 46, Math.min(bytes.length, at + 46 + nameLength)));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

/** Names of the local file headers, for archives whose central directory is missing or damaged. */
function localHeaderNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = bytes.indexOf("PK\u0003\u0004", 0, "latin1"); at >= 0 && at + 30 <= bytes.length; at = bytes.indexOf("PK\u0003\u0004", at + 4, "latin1")) {
    if (bytes.readUInt32LE(at) !== ZIP_LOCAL) continue;
    const nameLength = bytes.readUInt16LE(at + 26);
    names.push(bytes.toString("utf8", at + 30, Math.min(bytes.length, at + 30 + nameLength)));
  }
  return names;
}

function isWordArchive(bytes: Buffer): boolean {
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== ZIP_LOCAL) return false;
  const names = centralDirectoryNames(bytes);
  return (names.length > 0 ? names : localHeaderNames(bytes)).some((name) => name.startsWith("word/"));
}

/** The document's real kind, or null when it is none of PDF, DOC or DOCX. */
export function detectDocumentKind(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 1024).includes(PDF)) return "pdf";
  if (bytes.length >= OLE.length && bytes.subarray(0, OLE.length).equals(OLE)) return "doc";
  if (isWordArchive(bytes)) return "docx";
  return null;
}
