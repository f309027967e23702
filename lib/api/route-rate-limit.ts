import { rateLimitedMessage } from "@/lib/forms/action-state";
import { clientKeyFrom, rateLimitClient, type RateLimitOptions } from "@/lib/security/rate-limit";
import { HttpError } from "./http-errors";

/**
 * The built-in API's write endpoints share the per-client limits (and buckets) of the forms that post the same
 * things, so a client gets no second allowance by calling the API instead of submitting the form. Throws a 429 with
 * Retry-After and the forms' own message when the client is over its limit.
 */
export async function enforceRateLimit(request: Request, scope: string, options: RateLimitOptions): Promise<void> {
  const limited = await rateLimitClient(scope, options, clientKeyFrom(request.headers));
  if (limited.ok) return;
  const wait = limited.retryAfterSeconds ?? 60;
  throw new HttpError(429, rateLimitedMessage(wait), undefined, { "retry-after": String(wait) });
}
