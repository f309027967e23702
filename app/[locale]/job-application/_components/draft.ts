/**
 * The application draft kept in this browser (localStorage), so a reload or a dropped connection does not lose a
 * long application. Text only: files cannot be stored and the terms box must be ticked again on purpose.
 */
const PREFIX = "e7:job-application-draft:";
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const SKIPPED = new Set(["jobId", "acceptTerms", "resume", "otherDoc"]);

type StoredDraft = { savedAt: number; values: Record<string, string> };

export function readDraft(jobId: string): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + jobId);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft?.savedAt !== "number" || Date.now() - draft.savedAt > MAX_AGE_MS || typeof draft.values !== "object") {
      window.localStorage.removeItem(PREFIX + jobId);
      return null;
    }
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(draft.values)) if (typeof value === "string" && !SKIPPED.has(key)) values[key] = value;
    return Object.values(values).some((v) => v.trim() && v !== "+1") ? values : null;
  } catch {
    return null; // storage blocked (private mode, quota) or a corrupt entry: no draft
  }
}

export function writeDraft(jobId: string, values: Record<string, unknown>): void {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === "string" && !SKIPPED.has(key)) text[key] = value;
  try {
    window.localStorage.setItem(PREFIX + jobId, JSON.stringify({ savedAt: Date.now(), values: text } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearDraft(jobId: string): void {
  try {
    window.localStorage.removeItem(PREFIX + jobId);
  } catch {
    // Nothing to clear.
  }
}
