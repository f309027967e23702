import { redirect } from "next/navigation";
import { z } from "zod/mini";
import { isApiError } from "@/lib/api/errors";
import { alreadyReceived } from "@/lib/api/submit";
import { formsRateLimit, rateLimitClient, type RateLimitOptions } from "@/lib/security/rate-limit";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { ENHANCED_FIELD, firstError, HONEYPOT_FIELD, sentAnchor, type FormAction, type FormActionState } from "./action-state";
import { echoValues, formDataToObject, formLocale } from "./form-data";
import { FORM_ERRORS, rateLimitedText } from "./form-errors";
import { formTranslator } from "./server-messages";
import { formSubmissionKey } from "./submission-key";

/** An error whose message is written for visitors; anything else is shown as the form's failure message. */
export class PublicError extends Error {
  override name = "PublicError";
}

export type PublicActionConfig<S extends z.ZodMiniObject> = {
  /** Names the action in rate-limit keys and logs ("contact", "demo"), and its page's confirmation (`sentAnchor`). */
  scope: string;
  /** The form's page (English path): a native post's success is redirected to its confirmation there. */
  page: string;
  /**
   * The form's schema in a locale, the same the browser validates with (its keys are the fields read, in reporting
   * order), and the outcome messages in that locale.
   */
  localized: (locale: Locale) => Promise<{ schema: S; success: string; failure: string }>;
  /**
   * Hands the valid input on (lib/api) with the language of the form's page and the submission's key (a form sent
   * again after a lost answer is stored once: lib/forms/submission-key.ts); throws on failure.
   */
  submit: (data: z.output<S>, locale: Locale, key: string | undefined) => Promise<void>;
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
 * reach visitors as the form's own messages, in the language of the page the form was on (its hidden locale field,
 * with or without JavaScript); the details go to the server log (without the visitor's data).
 */
export function publicAction<S extends z.ZodMiniObject>(config: PublicActionConfig<S>): FormAction {
  const act = outcomeOf(config);
  return async (previous, formData) => {
    const state = await act(previous, formData);
    // Without JavaScript the answer to the post would be the page a reload posts again (stored twice) and Back
    // cannot show (no-store): the visitor is sent to the form's page, which shows the confirmation at its anchor.
    if (state.status === "success" && formData.get(ENHANCED_FIELD) !== "1") {
      redirect(localizePath(`${config.page}#${sentAnchor(config.scope)}`, formLocale(formData)));
    }
    return state;
  };
}

function outcomeOf<S extends z.ZodMiniObject>(config: PublicActionConfig<S>): FormAction {
  return async (_previous, formData) => {
    const locale = formLocale(formData);
    const [{ schema, success, failure }, errorsT] = await Promise.all([config.localized(locale), formTranslator(locale, FORM_ERRORS.namespace)]);
    const rateLimited = (seconds?: number) => rateLimitedText(errorsT, seconds);
    const fields = Object.keys(schema.shape);
    const values = echoValues(formData, fields);
    try {
      const honeypot = formData.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Looks like success to the bot, so it has no reason to try again; nothing is stored.
        console.warn(`${config.scope} form: honeypot filled, submission dropped`);
        return { status: "success", message: success };
      }

      const parsed = schema.safeParse(formDataToObject(formData, fields));
      if (!parsed.success) {
        const fieldErrors = z.flattenError(parsed.error).fieldErrors as Partial<Record<string, string[]>>;
        return { status: "error", message: firstError(fieldErrors, fields), fieldErrors, values };
      }

      // Counted after validation: a visitor correcting mistakes without JavaScript is not locked out. Nor is one
      // sending again what was received already (an answer lost on the way back): it is answered as the first.
      const key = await formSubmissionKey(config.scope, formData, parsed.data);
      const limited = (await alreadyReceived(key)) ? { ok: true as const } : await rateLimitClient(config.scope, (config.limit ?? formsRateLimit)());
      if (!limited.ok) {
        console.warn(`${config.scope} form: rate limit reached`);
        return { status: "error", message: rateLimited(limited.retryAfterSeconds), values };
      }

      await config.submit(parsed.data, locale, key);
      return { status: "success", message: success };
    } catch (error) {
      return failed(error, config.scope, fields, { failure, rateLimited: rateLimited() }, values);
    }
  };
}

type FailureTexts = { failure: string; rateLimited: string };

function failed(error: unknown, scope: string, fields: readonly string[], { failure, rateLimited }: FailureTexts, values: Record<string, string>): FormActionState {
  const fieldErrors = knownFieldErrors(error, fields);
  if (fieldErrors) return { status: "error", message: firstError(fieldErrors, fields), fieldErrors, values };
  console.error(`${scope} form: submission failed (${describe(error)})`);
  if (error instanceof PublicError) return { status: "error", message: error.message, values };
  if (isApiError(error) && error.status === 429) return { status: "error", message: rateLimited, values };
  return { status: "error", message: failure, values };
}
