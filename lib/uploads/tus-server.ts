import { AsyncLocalStorage } from "node:async_hooks";
import { Server } from "@tus/server";
import { ERRORS, type Upload } from "@tus/utils";
import { getDatabase } from "@/lib/db";
import { requestLocale } from "@/lib/i18n/request-locale";
import { FORM_ERRORS, rateLimitedText } from "@/lib/forms/form-errors";
import { formTranslator } from "@/lib/forms/server-messages";
import { applicationChecksIn, MAX_DOCUMENT_BYTES } from "@/lib/schemas/application";
import { rateLimitClient } from "@/lib/security/rate-limit";
import { detectDocumentKind } from "@/lib/store/file-types";
import { PostgresUploadStore, type UploadCreator } from "./pg-store";
import { creationProblem, maxPendingBytes, uploadsRateLimit } from "./policy";
import { markChecked, pendingBytes, uploadBytes } from "./records";

/**
 * The site's tus server (@tus/server) over the PostgreSQL store, with the site's rules as its hooks: the declared
 * length and type, the per-client rate limit and pending-bytes cap when an upload is created (before a byte is
 * stored), and the content check when it completes. The route handler (app/api/uploads) runs each request inside
 * `withCreator`, which says whose upload a creation is. Refusals are in the request's Accept-Language (en, ar, tr; the
 * form sends its page's language), as the built-in API's are.
 */

export const UPLOADS_PATH = "/api/uploads";

const creators = new AsyncLocalStorage<UploadCreator>();

/** A refusal the tus server sends as the response (status and a plain-text body the form shows). */
const refuse = (status_code: number, body: string) => ({ status_code, body });

function currentCreator(): UploadCreator {
  const creator = creators.getStore();
  if (!creator) throw new Error("An upload was created outside withCreator()");
  return creator;
}

async function checkCreation(req: Request, upload: Upload): Promise<{ metadata?: Upload["metadata"] }> {
  const locale = requestLocale(req);
  const { errors, refusals } = await applicationChecksIn(locale);
  const problem = creationProblem(upload.size, upload.metadata, errors);
  if (problem) throw refuse(problem === errors.wrongFileType ? 415 : 413, problem);
  const { clientKey } = currentCreator();
  const limited = await rateLimitClient("upload-create", uploadsRateLimit(), clientKey);
  if (!limited.ok) throw refuse(429, rateLimitedText(await formTranslator(locale, FORM_ERRORS.namespace), limited.retryAfterSeconds));
  const pending = await pendingBytes(await getDatabase(), clientKey);
  if (pending + (upload.size ?? 0) > maxPendingBytes(clientKey)) throw refuse(429, refusals.tooManyPending);
  return {};
}

async function checkContent(req: Request, upload: Upload): Promise<Record<string, never>> {
  const db = await getDatabase();
  const kind = detectDocumentKind(await uploadBytes(db, upload.id));
  if (!kind) {
    await db.query("DELETE FROM uploads WHERE id = $1", [upload.id]);
    throw refuse(415, (await applicationChecksIn(requestLocale(req))).errors.wrongFileType);
  }
  await markChecked(db, upload.id, kind);
  return {};
}

function createServer(): Server {
  return new Server({
    path: UPLOADS_PATH,
    datastore: new PostgresUploadStore(getDatabase, currentCreator),
    maxSize: MAX_DOCUMENT_BYTES,
    relativeLocation: true,
    // A finished upload is the applicant's until it becomes part of an application; removing it is theirs to do.
    disableTerminationForFinishedUploads: false,
    onUploadCreate: checkCreation,
    onUploadFinish: checkContent,
    onResponseError: async (req, error) => {
      if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED) return refuse(413, (await applicationChecksIn(requestLocale(req))).errors.fileTooLarge);
      if (error instanceof Error) console.error("Upload request failed", error);
      return undefined;
    },
  });
}

// On globalThis: one server (and one per-process lock table) however often Next loads this module.
const slot = globalThis as typeof globalThis & { __e7TusServer?: Server; __e7UploadsCleanedAt?: number };

export function tusServer(): Server {
  slot.__e7TusServer ??= createServer();
  return slot.__e7TusServer;
}

export function withCreator<T>(creator: UploadCreator, run: () => Promise<T>): Promise<T> {
  return creators.run(creator, run);
}

const CLEANUP_EVERY_MS = 10 * 60_000;

/** Deletes expired uploads (tus expiration), at most every ten minutes per instance; never fails the request. */
export function cleanUpExpiredUploads(now = Date.now()): void {
  if (now - (slot.__e7UploadsCleanedAt ?? 0) < CLEANUP_EVERY_MS) return;
  slot.__e7UploadsCleanedAt = now;
  tusServer()
    .cleanUpExpiredUploads()
    .catch((error: unknown) => console.warn("Removing expired uploads failed; the next upload tries again:", error));
}
