import { APPLICATION_TEXT_FIELDS, ENGLISH_CHECKS, isFileLike, isRealFile, type ApplicationChecks, type ApplicationInput, type DocumentFile } from "@/lib/schemas/application";
import { InvalidSubmission } from "./errors";

/**
 * A multipart job application (spec section 3) read into typed fields and files, with every problem named by field.
 * Text where a file belongs, a file where text belongs, or a repeated field are refused, never coerced. The messages
 * are `checks`' language (the built-in API passes its client's).
 */
export function parseApplicationForm(form: FormData, checks: ApplicationChecks = ENGLISH_CHECKS): { fields: ApplicationInput; resume: DocumentFile; otherDoc?: DocumentFile } {
  const { schema, errors, refusals } = checks;
  const fieldErrors: Record<string, string[]> = {};
  const raw: Record<string, string | undefined> = {};
  for (const name of APPLICATION_TEXT_FIELDS) {
    const values = form.getAll(name);
    if (values.length > 1) fieldErrors[name] = [refusals.sendOnce];
    const value = values[0];
    if (value === undefined) continue;
    if (typeof value !== "string") fieldErrors[name] = [refusals.expectedText];
    else raw[name] = value;
  }
  const flagged = new Set(Object.keys(fieldErrors));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "_");
      if (!flagged.has(name)) (fieldErrors[name] ??= []).push(issue.message);
    }
  }

  const file = (name: "resume" | "otherDoc"): DocumentFile | undefined => {
    const values = form.getAll(name);
    if (values.length > 1) fieldErrors[name] = [refusals.sendOneFile];
    const value = values[0];
    if (value === undefined || (typeof value === "string" && value === "")) return undefined;
    if (typeof value === "string" || !isFileLike(value)) {
      fieldErrors[name] = [errors.wrongFileType];
      return undefined;
    }
    return isRealFile(value) ? value : undefined;
  };
  const resume = file("resume");
  const otherDoc = file("otherDoc");
  if (!resume && !fieldErrors.resume) fieldErrors.resume = [errors.resume];

  if (Object.keys(fieldErrors).length > 0 || !parsed.success || !resume) throw new InvalidSubmission(fieldErrors);
  return { fields: parsed.data, resume, otherDoc };
}
