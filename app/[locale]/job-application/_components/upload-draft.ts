/**
 * The uploads of an application in progress, kept in this browser (localStorage) beside the text draft (./draft.ts):
 * after a reload or a return within a day the form finds a finished upload again, or says how far an unfinished one
 * got (the browser cannot reopen the file by itself; choosing it again resumes it, tus-js-client's fingerprint).
 */
export type SavedUpload = { url: string; name: string; size: number; type: string; done: boolean };
type Field = "resume" | "otherDoc";
type Stored = { savedAt: number; uploads: Partial<Record<Field, SavedUpload>> };

const PREFIX = "e7:job-application-uploads:";
/** As long as the server keeps an upload (tus expiration). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function read(jobId: string): Stored["uploads"] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PREFIX + jobId) ?? "null") as Stored | null;
    if (!stored || typeof stored.savedAt !== "number" || Date.now() - stored.savedAt > MAX_AGE_MS) return {};
    return typeof stored.uploads === "object" && stored.uploads ? stored.uploads : {};
  } catch {
    return {}; // storage blocked or a corrupt entry: nothing to resume
  }
}

function write(jobId: string, uploads: Stored["uploads"]): void {
  try {
    if (Object.keys(uploads).length === 0) window.localStorage.removeItem(PREFIX + jobId);
    else window.localStorage.setItem(PREFIX + jobId, JSON.stringify({ savedAt: Date.now(), uploads } satisfies Stored));
  } catch {
    // Storage full or blocked: the upload still works, only a reload does not find it.
  }
}

export function readSavedUpload(jobId: string, field: Field): SavedUpload | null {
  const saved = read(jobId)[field];
  return saved && typeof saved.url === "string" && typeof saved.name === "string" && typeof saved.size === "number" ? saved : null;
}

export function saveUpload(jobId: string, field: Field, upload: SavedUpload | null): void {
  const uploads = read(jobId);
  if (upload) uploads[field] = upload;
  else delete uploads[field];
  write(jobId, uploads);
}

export function clearSavedUploads(jobId: string): void {
  write(jobId, {});
}
