import type { z } from "zod/mini";
import { fieldErrorsOf, HttpError } from "@/lib/api/http-errors";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { FORM_ERRORS, invalidFieldsText } from "./form-errors";
import { formTranslator } from "./server-messages";

/**
 * The language an API client asked for (Accept-Language, by weight, primary subtags only) among the site's; English
 * when it names none of them. Only the built-in API's validation answers use it: they are not cached.
 */
export function requestLocale(request: Request): Locale {
  const ranges = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.split("-")[0]!.toLowerCase(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => isLocale(range.language) && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranges[0]?.language;
  return isLocale(first) ? first : defaultLocale;
}

/** The body checked with `schema`; a 422 with every field's messages, in `locale`, when it is not valid. */
export async function parseBody<S extends z.ZodMiniObject>(schema: S, body: unknown, locale: Locale): Promise<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const t = await formTranslator(locale, FORM_ERRORS.namespace);
  throw new HttpError(422, invalidFieldsText(t), fieldErrorsOf(parsed.error));
}
