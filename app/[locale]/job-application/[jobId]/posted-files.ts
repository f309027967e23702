import { isRealFile, type DocumentErrors, type DocumentFile } from "@/lib/schemas/application";
import { checkDocument } from "@/lib/store/documents";
import { InvalidSubmission } from "@/lib/store/errors";
import { UPLOAD_ID_FIELDS } from "@/lib/uploads/id-fields";

/**
 * The documents the form posted itself: without JavaScript (with it they go ahead as resumable uploads and only
 * their ids are posted). A page re-rendered after such a post cannot put them back into their file inputs (no
 * browser lets a page fill one), so the answer must say which to attach again.
 */

export type DocumentField = keyof typeof UPLOAD_ID_FIELDS;
const DOCUMENT_FIELDS = Object.keys(UPLOAD_ID_FIELDS) as DocumentField[];

type FieldErrors = Partial<Record<string, string[]>>;

export function postedFiles(formData: FormData): Partial<Record<DocumentField, DocumentFile>> {
  const files: Partial<Record<DocumentField, DocumentFile>> = {};
  for (const field of DOCUMENT_FIELDS) {
    const value = formData.get(field);
    if (isRealFile(value)) files[field] = value;
  }
  return files;
}

/**
 * The content refusals (a non-document named .pdf) of posted files the schema let through, for an answer about other
 * fields: the store reads contents only once everything else is valid, so the résumé's refusal came one send later,
 * after the visitor had attached it again.
 */
export async function contentRefusals(files: Partial<Record<DocumentField, DocumentFile>>, fieldErrors: FieldErrors, errors: DocumentErrors): Promise<FieldErrors> {
  const refusals: FieldErrors = {};
  for (const field of DOCUMENT_FIELDS) {
    const file = files[field];
    if (!file || fieldErrors[field]) continue;
    try {
      await checkDocument(field, file, errors);
    } catch (error) {
      if (!(error instanceof InvalidSubmission)) throw error;
      refusals[field] = error.fieldErrors[field];
    }
  }
  return refusals;
}

/** Bidi-isolated (FSI … PDI), so a Latin file name keeps its order inside an Arabic sentence; control characters out. */
const isolated = (name: string): string => `\u2068${name.replace(/[\u0000-\u001f\u007f\u2066-\u2069\u202a-\u202e]/g, "").slice(0, 120)}\u2069`;

/** "Please attach cv.pdf again", for each posted file that was not refused (a refused one has its own message). */
export function attachAgainNotes(files: Partial<Record<DocumentField, DocumentFile>>, fieldErrors: FieldErrors, say: (name: string) => string): Partial<Record<DocumentField, string>> | undefined {
  const notes: Partial<Record<DocumentField, string>> = {};
  for (const field of DOCUMENT_FIELDS) {
    const file = files[field];
    if (file && !fieldErrors[field]) notes[field] = say(isolated(file.name));
  }
  return Object.keys(notes).length > 0 ? notes : undefined;
}
