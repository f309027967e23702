import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { APPLICATION_TEXT_FIELDS, type DocumentFile } from "@/lib/schemas/application-fields";
import { UPLOAD_ID_FIELDS } from "@/lib/uploads/id-fields";
import type { SavedUpload } from "./upload-draft";

/** The application form's values as react-hook-form holds them: text, the terms tick and the two documents. */
export type Values = Record<string, string | boolean | File | DocumentFile | null | undefined>;
export type DocumentField = keyof typeof UPLOAD_ID_FIELDS;
export const DOCUMENT_FIELDS = Object.keys(UPLOAD_ID_FIELDS) as DocumentField[];

/** A reset writes the values into the controls themselves: the fields (memoised) do not render again to re-register. */
export const KEEP_REFS = { keepFieldsRef: true } as const;

/** The form's first values: empty, or what the server echoed back to a visitor without JavaScript. */
export function startingValues(jobId: string, echoed?: Record<string, string>): Values {
  const values: Values = { jobId, acceptTerms: echoed?.acceptTerms === "on", resume: null, otherDoc: null };
  for (const name of APPLICATION_TEXT_FIELDS) if (name !== "jobId") values[name] = echoed?.[name] ?? "";
  if (!values.countryCode) values.countryCode = DEFAULT_COUNTRY_CODE;
  if (!echoed?.isRelocating) values.isRelocating = undefined;
  return values;
}

/**
 * A finished upload found again after a reload, as the form's value for its field: the checks in the browser look
 * at name and size only, and the bytes are on the server already (the submit names the upload, not the file).
 */
export const uploadedFile = (saved: SavedUpload): DocumentFile => ({
  name: saved.name,
  size: saved.size,
  type: saved.type,
  arrayBuffer: () => Promise.reject(new Error("An uploaded file's bytes are on the server")),
});
