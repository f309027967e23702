import { FORM_ERRORS, rateLimitedText } from "@/lib/forms/form-errors";
import { formTranslator } from "@/lib/forms/server-messages";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { clientKeyFrom, rateLimitClient, type RateLimitOptions } from "@/lib/security/rate-limit";
import { findReceipt } from "@/lib/store/receipts";
import { HttpError } from "./http-errors";

/**
 * The built-in API's write endpoints share the per-client limits (and buckets) of the forms that post the same
 * things, so a client gets no second allowance by calling the API instead of submitting the form. Throws a 429 with
 * Retry-After and the forms' own message, in the client's language, when the client is over its limit. A submission
 * sent again with its key (Idempotency-Key), already received, is not counted again: it is answered as the first.
 */
export async function enforceRateLimit(request: Request, scope: string, options: RateLimitOptions, locale: Locale = defaultLocale, key?: string): Promise<void> {
  if (key && (await findReceipt(key))) return;
  const limited = await rateLimitClient(scope, options, clientKeyFrom(request.headers));
  if (limited.ok) return;
  const wait = limited.retryAfterSeconds ?? 60;
  const message = rateLimitedText(await formTranslator(locale, FORM_ERRORS.namespace), wait);
  throw new HttpError(429, message, undefined, { "retry-after": String(wait) });
}
