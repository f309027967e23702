import { createHash } from "node:crypto";
import { alreadyReceived } from "@/lib/api/submit";
import type { DocumentFile } from "@/lib/schemas/application-fields";
import { ATTEMPT_FIELD } from "./action-state";

/**
 * The key a submission is stored once under (lib/store/receipts.ts), so that a visitor whose answer was lost (the
 * connection dropped after the server had stored the form) and who sends it again is not stored twice. It is a digest
 * of the form, the visitor's attempt and the content: the same form sent again unchanged has the same key; an edited
 * one is a new submission. Without an attempt there is no key (an API client without Idempotency-Key); a form posted
 * without JavaScript gets one from `formSubmissionKey`.
 */
export function submissionKey(scope: string, attempt: string | undefined, content: unknown): string | undefined {
  if (!attempt) return undefined;
  return createHash("sha256").update(JSON.stringify([scope, attempt, content])).digest("base64url");
}

/** How long the same content posted without JavaScript counts as one submission: one window to the next. */
const NATIVE_WINDOW_MS = 10 * 60_000;

/**
 * The key of a form's submission. With JavaScript it is the browser's attempt's. A native post has no attempt (the
 * pages are cached, so the HTML cannot carry one per visitor), so the same content posted again within 10 to 20
 * minutes (in this ten-minute window or the one before) is taken as the same submission: a visitor whose answer was
 * lost and who posts again is stored once. Two people do not send the same name, address and words within minutes.
 */
export async function formSubmissionKey(scope: string, formData: FormData, content: unknown, now = Date.now()): Promise<string | undefined> {
  const attempt = attemptOf(formData);
  if (attempt) return submissionKey(scope, attempt, content);
  const window = Math.floor(now / NATIVE_WINDOW_MS);
  const previous = submissionKey(scope, `native:${window - 1}`, content);
  return (await alreadyReceived(previous)) ? previous : submissionKey(scope, `native:${window}`, content);
}

/** A file as a submission's content: its name, type and a digest of its bytes (another file of the same size is another submission). */
export async function fileContent(file: Pick<DocumentFile, "name" | "type" | "arrayBuffer">): Promise<[string, string, string]> {
  return [file.name, file.type, createHash("sha256").update(Buffer.from(await file.arrayBuffer())).digest("base64url")];
}

/** The browser's attempt (lib/forms/attempt.ts): a random UUID, or 32 hex digits where randomUUID is missing. */
export function attemptOf(formData: FormData): string | undefined {
  const value = formData.get(ATTEMPT_FIELD);
  return typeof value === "string" && /^[0-9a-f-]{32,36}$/i.test(value) ? value : undefined;
}

/**
 * The attempt of a submission to the built-in API: its client's Idempotency-Key (a bare or quoted string of visible
 * ASCII, as the IETF draft writes it; the site sends its own keys in it when it fronts an API host), which
 * `submissionKey` binds to the content.
 */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers.get("idempotency-key")?.trim().replace(/^"(.*)"$/, "$1");
  return value && /^[\x21-\x7e]{8,255}$/.test(value) ? value : undefined;
}
