import { readJsonBody, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { enforceRateLimit } from "@/lib/api/route-rate-limit";
import { parseBody } from "@/lib/forms/api-locale";
import { idempotencyKeyOf, submissionKey } from "@/lib/forms/submission-key";
import { requestLocale } from "@/lib/i18n/request-locale";
import { contactSchemasIn } from "@/lib/schemas/contact";
import { formsRateLimit } from "@/lib/security/rate-limit";
import { saveContactQuery } from "@/lib/store/submissions";

/**
 * POST /api/lead: a contact query as JSON (spec section 3); 201 with its id; 422 with the field errors, and 429 over
 * the contact form's limit, in the client's language (Accept-Language: en, ar or tr; English otherwise), which is
 * stored as the language of the visitor's confirmation. Sent again with the same Idempotency-Key and body: the
 * first one's id, stored once.
 */
export const POST = withErrors(async (request: Request) => {
  const locale = requestLocale(request);
  const { contactSchema } = await contactSchemasIn(locale);
  const input = await parseBody(contactSchema, await readJsonBody(request), locale);
  const key = submissionKey("lead", idempotencyKeyOf(request), input);
  await enforceRateLimit(request, "contact", formsRateLimit(), locale, key);
  const { id } = await saveContactQuery(input, locale, key);
  return Response.json({ id }, { status: 201 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("POST");
