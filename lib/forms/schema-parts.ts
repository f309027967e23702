import { z } from "zod/mini";
import type { CommonErrors } from "./field-rules";

/**
 * Building blocks of the forms' zod schemas (lib/schemas/*), shared by the browser (zodResolver), the server actions
 * and the built-in API's route handlers. Text is trimmed before it is checked and stored.
 *
 * The schemas are written with zod/mini, the same validator with functions instead of methods: the browser downloads
 * only what the forms use (classic zod's methods keep all of it, ~30 KB gzipped, on the form pages).
 * Messages come in the visitor's language: each part takes them (CommonErrors) rather than naming them.
 */

/** Required text: `message` when missing or blank, then a bounded length (`max` is one of the form's limits). */
export const requiredText = <Limit extends number>(message: string, max: Limit, errors: CommonErrors<Limit>) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: errors.tooLong[max] }));

/** Optional text: blank, null or missing all become undefined (the key is left out of the JSON sent on). */
export const optionalText = <Limit extends number>(max: Limit, errors: CommonErrors<Limit>) =>
  z.pipe(
    z.nullish(z.string({ error: errors.notText }).check(z.trim(), z.maxLength(max, { error: errors.tooLong[max] }))),
    z.transform((v: string | null | undefined) => v || undefined),
  );

/** A consent box: ticked is `true` (react-hook-form) or "on" (a native form post); anything else gets `message`. */
export const consentBox = (message: string) =>
  z.pipe(
    z.optional(z.union([z.boolean(), z.string()], { error: message })).check(z.refine((v) => v === true || v === "on" || v === "true", { error: message })),
    z.transform(() => true as const),
  );

/** Reports `message` on the value a transform is looking at (zod/mini's transforms have no addIssue). */
export function addIssue(ctx: z.core.ParsePayload, message: string): void {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
}
