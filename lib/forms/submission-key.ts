import { createHash } from "node:crypto";
import type { DocumentFile } from "@/lib/schemas/application-fields";
import { ATTEMPT_FIELD } from "./action-state";

/**
 * The key a submission is stored once under (lib/store/receipts.ts), so that a visitor whose answer was lost (the
 * connection dropped after the server had stored the form) and who sends it again is not stored twice. It is a digest
 * of the form, the visitor's attempt and the content: the same form sent again unchanged has the same key; an edited
 * one is a new submission. Without an attempt there is no key (no JavaScript, an API client without Idempotency-Key).
 */
export function submissionKey(scope: string, attempt: string | undefined, content: unknown): string | undefined {
  if (!attempt) return undefined;
  return createHash("sha256").update(JSON.stringify([scope, attempt, content])).digest("base64url");
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
