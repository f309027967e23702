import { englishTranslator } from "@/lib/forms/server-messages";
import { ACCEPTED_DOCUMENT_MIME_TYPES, APPLICATION_MESSAGES, documentErrors, documentProblem, MAX_DOCUMENT_BYTES } from "@/lib/schemas/application-fields";
import { parseRateLimit, SHARED_CLIENT, type RateLimitOptions } from "@/lib/security/rate-limit";

/** What an upload must declare before a byte of it is stored, and the per-client limits on uploads. */

/**
 * The endpoint's refusals, in English like the rest of the API: the form checks type and size in the visitor's
 * language before it starts an upload, so a visitor meets these only when their browser declared something else.
 */
export const UPLOAD_ERRORS = documentErrors(englishTranslator(APPLICATION_MESSAGES.namespace));

/** Types a browser may declare for a real PDF/DOC/DOCX: some give none or a generic one; the bytes are checked later. */
const DECLARABLE_TYPES = new Set<string>(["", "application/octet-stream", ...ACCEPTED_DOCUMENT_MIME_TYPES]);

/** The visitor-facing reason to refuse an upload as declared (Upload-Length and the filename/filetype metadata). */
export function creationProblem(size: number | undefined, metadata: Record<string, string | null> | undefined): string | null {
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) return UPLOAD_ERRORS.fileTooLarge;
  if (size > MAX_DOCUMENT_BYTES) return UPLOAD_ERRORS.fileTooLarge;
  const name = metadata?.filename ?? "";
  const type = (metadata?.filetype ?? "").toLowerCase();
  if (!DECLARABLE_TYPES.has(type)) return UPLOAD_ERRORS.wrongFileType;
  return documentProblem({ name, size }, UPLOAD_ERRORS);
}

/** Bytes a client may have in uploads not yet part of an application: two full files and some replaced ones. */
const MAX_PENDING_BYTES = 4 * MAX_DOCUMENT_BYTES;
/** As the rate limiter grants it: the clients it cannot tell apart (no trusted proxy) share one larger allowance. */
const SHARED_PENDING_FACTOR = 10;

export const maxPendingBytes = (clientKey: string): number => (clientKey === SHARED_CLIENT ? SHARED_PENDING_FACTOR : 1) * MAX_PENDING_BYTES;

export const PENDING_BYTES_MESSAGE = "You have too many unfinished uploads. Please submit or remove them, or try again tomorrow.";

const UPLOADS_DEFAULT: RateLimitOptions = { limit: 20, windowMs: 10 * 60_000 };

/** Uploads created per client: RATE_LIMIT_UPLOADS ("20/600" by default), read at call time. */
export const uploadsRateLimit = (): RateLimitOptions => parseRateLimit(process.env.RATE_LIMIT_UPLOADS, UPLOADS_DEFAULT);
