import { z } from "zod/mini";
import { englishTranslator, formTranslator } from "@/lib/forms/server-messages";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { InvalidSubmission } from "@/lib/store/errors";

/**
 * The one error funnel of the built-in API's route handlers: every refusal is a JSON body `{ error, fieldErrors? }`
 * with a 4xx status; anything unexpected is logged and answered with a generic 500 that reveals nothing internal.
 * Refusals of the request's form and the 500 answer in the client's language (Accept-Language), like the routes'
 * validation answers.
 */

export class HttpError extends Error {
  readonly status: number;
  readonly fieldErrors?: Record<string, string[]>;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>, headers?: Record<string, string>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }
}

/** Where the texts of the refusals below and of the 500 live (content/messages/forms). */
const API_ERRORS = { namespace: "ApiErrors" } as const;

/** What is wrong with the request itself rather than with its fields, or what it names that is not there (404). */
export type ProtocolRefusal =
  | "notJson"
  | "notMultipart"
  | "malformedJson"
  | "notAnObject"
  | "unreadableMultipart"
  | "tooLarge"
  | "notFound"
  | "jobNotFound"
  | "serviceNotFound"
  | "postNotFound"
  | "methodNotAllowed";

/** A refusal of the request's form: English in `message`, answered in the client's language by `withErrors`. */
export class ProtocolError extends HttpError {
  readonly refusal: ProtocolRefusal;

  constructor(status: number, refusal: ProtocolRefusal, headers?: Record<string, string>) {
    super(status, englishTranslator(API_ERRORS.namespace)(refusal), undefined, headers);
    this.name = "ProtocolError";
    this.refusal = refusal;
  }
}

/** One of those texts in `locale`. */
const apiErrorText = async (locale: Locale, key: ProtocolRefusal | "serverError"): Promise<string> =>
  (await formTranslator(locale, API_ERRORS.namespace))(key);

export const jsonError = (status: number, error: string, fieldErrors?: Record<string, string[]>, headers?: Record<string, string>): Response =>
  Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status, headers: { ...headers, "cache-control": "no-store" } });

/**
 * zod issues as `{ field: [messages] }`, each message once (a value of the wrong type can fail two checks that say the
 * same thing); issues not tied to a field are listed under "_".
 */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const flat = z.flattenError(error);
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages && messages.length > 0) fieldErrors[name] = [...new Set(messages)];
  }
  if (flat.formErrors.length > 0) fieldErrors._ = [...new Set(flat.formErrors)];
  return fieldErrors;
}

export async function errorResponse(error: unknown, locale: Locale = defaultLocale): Promise<Response> {
  if (error instanceof ProtocolError) return jsonError(error.status, await apiErrorText(locale, error.refusal), undefined, error.headers);
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.fieldErrors, error.headers);
  if (error instanceof z.core.$ZodError) return jsonError(422, "Some fields are missing or invalid", fieldErrorsOf(error));
  if (error instanceof InvalidSubmission) {
    return jsonError(error.status, error.status === 413 ? "A file is larger than 10MB" : "Some fields are missing or invalid", error.fieldErrors);
  }
  console.error("API route failed", error);
  return jsonError(500, await apiErrorText(locale, "serverError"));
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that whatever it throws goes through `errorResponse`. */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, requestLocale(request));
    }
  };
}

/** The request's media type without parameters, lower-cased ('' when absent). */
export const mediaType = (request: Request): string => (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** Refuses a body whose declared length is over `maxBytes` before reading it. */
export function assertDeclaredLength(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new ProtocolError(413, "tooLarge");
}

/** A JSON object body of at most `maxBytes`: 415 for another media type, 413 when larger, 400 when malformed. */
export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw new ProtocolError(415, "notJson");
  assertDeclaredLength(request, maxBytes);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ProtocolError(413, "tooLarge");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProtocolError(400, "malformedJson");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ProtocolError(400, "notAnObject");
  return body;
}
