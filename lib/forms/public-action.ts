import { z } from "zod/mini";
import { isApiError } from "@/lib/api/errors";
import { formsRateLimit, rateLimitClient, type RateLimitOptions } from "@/lib/security/rate-limit";
import { firstError, HONEYPOT_FIELD, rateLimitedMessage, type FormAction, type FormActionState } from "./action-state";
import { echoValues, formDataToObject } from "./form-data";

/** An error whose message is written for visitors; anything else is shown as the form's failure message. */
export class PublicError extends Error {
  override name = "PublicError";
}

export type PublicActionConfig<S extends z.ZodMiniObject> = {
  /** Names the action in rate-limit keys and logs ("contact", "demo"). */
  scope: string;
  /** The form's schema, the same the browser validates with. Its keys are the fields read, in reporting order. */
  schema: S;
  messages: { success: string; failure: string };
  /** Hands the valid input on (lib/api); throws on failure. */
  submit: (data: z.output<S>) => Promise<void>;
  /** Per-client limit; RATE_LIMIT_FORMS by default. */
  limit?: () => RateLimitOptions;
};

/** Field errors the API host gave for fields of this form, or undefined when it named none of them. */
function knownFieldErrors(error: unknown, fields: readonly string[]): Record<string, string[]> | undefined {
  if (!isApiError(error) || error.kind !== "rejected" || !error.fieldErrors) return undefined;
  const known = Object.entries(error.fieldErrors).filter(([name, messages]) => fields.includes(name) && messages.length > 0);
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

function describe(error: unknown): string {
  if (isApiError(error)) return `${error.kind}${error.status ? ` ${error.status}` : ""}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * A public form's server action in one place: drop bot posts (honeypot), validate with the form's schema, limit each
 * client, submit, and turn every outcome into a FormActionState. It never throws and never shows internals: errors
 * reach visitors as the form's own messages; the details go to the server log (without the visitor's data).
 */
export function publicAction<S extends z.ZodMiniObject>(config: PublicActionConfig<S>): FormAction {
  const fields = Object.keys(config.schema.shape);
  const { success, failure } = config.messages;

  return async (_previous, formData) => {
    const values = echoValues(formData, fields);
    try {
      const honeypot = formData.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Looks like success to the bot, so it has no reason to try again; nothing is stored.
        console.warn(`${config.scope} form: honeypot filled, submission dropped`);
        return { status: "success", message: success };
      }

      const parsed = config.schema.safeParse(formDataToObject(formData, fields));
      if (!parsed.success) {
        const fieldErrors = z.flattenError(parsed.error).fieldErrors as Partial<Record<string, string[]>>;
        return { status: "error", message: firstError(fieldErrors, fields), fieldErrors, values };
      }

      // Counted after validation: a visitor correcting mistakes without JavaScript is not locked out.
      const limited = await rateLimitClient(config.scope, (config.limit ?? formsRateLimit)());
      if (!limited.ok) {
        console.warn(`${config.scope} form: rate limit reached`);
        return { status: "error", message: rateLimitedMessage(limited.retryAfterSeconds), values };
      }

      await config.submit(parsed.data);
      return { status: "success", message: success };
    } catch (error) {
      return failed(error, config.scope, fields, failure, values);
    }
  };
}

function failed(error: unknown, scope: string, fields: readonly string[], failure: string, values: Record<string, string>): FormActionState {
  const fieldErrors = knownFieldErrors(error, fields);
  if (fieldErrors) return { status: "error", message: firstError(fieldErrors, fields), fieldErrors, values };
  console.error(`${scope} form: submission failed (${describe(error)})`);
  if (error instanceof PublicError) return { status: "error", message: error.message, values };
  if (isApiError(error) && error.status === 429) return { status: "error", message: rateLimitedMessage(), values };
  return { status: "error", message: failure, values };
}
