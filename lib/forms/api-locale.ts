import type { z } from "zod/mini";
import { fieldErrorsOf, HttpError } from "@/lib/api/http-errors";
import type { Locale } from "@/lib/i18n/locales";
import { InvalidSubmission } from "@/lib/store/errors";
import { FORM_ERRORS, invalidFieldsText } from "./form-errors";
import { formTranslator } from "./server-messages";

/** The body checked with `schema`; a 422 with every field's messages, in `locale`, when it is not valid. */
export async function parseBody<S extends z.ZodMiniObject>(schema: S, body: unknown, locale: Locale): Promise<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const t = await formTranslator(locale, FORM_ERRORS.namespace);
  throw new HttpError(422, invalidFieldsText(t), fieldErrorsOf(parsed.error));
}

/**
 * A store refusal (InvalidSubmission, whose field messages are already in `locale`) with its top line in `locale`
 * too: `filesTooLarge` for a 413, FormErrors' line otherwise. English, and any other error, go on as they were.
 */
export async function refusalIn(error: unknown, locale: Locale, filesTooLarge: string): Promise<unknown> {
  if (locale === "en" || !(error instanceof InvalidSubmission)) return error;
  const top = error.status === 413 ? filesTooLarge : invalidFieldsText(await formTranslator(locale, FORM_ERRORS.namespace));
  return new HttpError(error.status, top, error.fieldErrors);
}
