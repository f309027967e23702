import { ACCEPTED_DOCUMENT_MIME_TYPES, documentProblem, MAX_DOCUMENT_BYTES, MESSAGES, type DocumentErrors } from "@/lib/schemas/application";
import { parseRateLimit, SHARED_CLIENT, type RateLimitOptions } from "@/lib/security/rate-limit";

/** What an upload must declare before a byte of it is stored, and the per-client limits on uploads. */

/** Types a browser may declare for a real PDF/DOC/DOCX: some give none or a generic one; the bytes are checked later. */
const DECLARABLE_TYPES = new Set<string>(["", "application/octet-stream", ...ACCEPTED_DOCUMENT_MIME_TYPES]);

/**
 * The visitor-facing reason to refuse an upload as declared (Upload-Length and the filename/filetype metadata), in
 * `errors`' language. The form checks type and size before it starts an upload, so a visitor meets these only when
 * their browser declared something else.
 */
export function creationProblem(size: number | undefined, metadata: Record<string, string | null> | undefined, errors: DocumentErrors = MESSAGES): string | null {
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) return errors.fileTooLarge;
  if (size > MAX_DOCUMENT_BYTES) return errors.fileTooLarge;
  const name = metadata?.filename ?? "";
  const type = (metadata?.filetype ?? "").toLowerCase();
  if (!DECLARABLE_TYPES.has(type)) return errors.wrongFileType;
  return documentProblem({ name, size }, errors);
}

/** Bytes a client may have in uploads not yet part of an application: two full files and some replaced ones. */
const MAX_PENDING_BYTES = 4 * MAX_DOCUMENT_BYTES;
/** As the rate limiter grants it: the clients it cannot tell apart (no trusted proxy) share one larger allowance. */
const SHARED_PENDING_FACTOR = 10;

export const maxPendingBytes = (clientKey: string): number => (clientKey === SHARED_CLIENT ? SHARED_PENDING_FACTOR : 1) * MAX_PENDING_BYTES;

const UPLOADS_DEFAULT: RateLimitOptions = { limit: 20, windowMs: 10 * 60_000 };

/** Uploads created per client: RATE_LIMIT_UPLOADS ("20/600" by default), read at call time. */
export const uploadsRateLimit = (): RateLimitOptions => parseRateLimit(process.env.RATE_LIMIT_UPLOADS, UPLOADS_DEFAULT);
