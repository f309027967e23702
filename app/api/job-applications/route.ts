import { assertDeclaredLength, mediaType, ProtocolError, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { enforceRateLimit } from "@/lib/api/route-rate-limit";
import { refusalIn } from "@/lib/forms/api-locale";
import { fileContent, idempotencyKeyOf, submissionKey } from "@/lib/forms/submission-key";
import { requestLocale } from "@/lib/i18n/request-locale";
import { applicationChecksIn, MAX_DOCUMENT_BYTES } from "@/lib/schemas/application";
import { applicationsRateLimit } from "@/lib/security/rate-limit";
import { parseApplicationForm } from "@/lib/store/application-form";
import { saveJobApplication } from "@/lib/store/submissions";

/** Two files at the limit plus the text fields. */
const MAX_BODY_BYTES = 2 * MAX_DOCUMENT_BYTES + 256 * 1024;

/**
 * POST /api/job-applications: multipart text fields plus resume and optional otherDoc (spec section 3); 201 with its
 * id; 422 (413 for a file over the limit) with the field errors, and 429 over the application form's limit, in the
 * client's language (Accept-Language: en, ar or tr; English otherwise), which is stored as the language of the
 * applicant's confirmation. The same application sent again with the same Idempotency-Key is answered with the first
 * one's id and stored once (as /api/lead and /api/demo do).
 */
export const POST = withErrors(async (request: Request) => {
  if (mediaType(request) !== "multipart/form-data") throw new ProtocolError(415, "notMultipart");
  assertDeclaredLength(request, MAX_BODY_BYTES);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ProtocolError(400, "unreadableMultipart");
  }
  const locale = requestLocale(request);
  const checks = await applicationChecksIn(locale);
  try {
    const { fields, resume, otherDoc } = parseApplicationForm(form, checks);
    // The files' bytes are hashed only for a key: without one there is nothing to bind them to.
    const attempt = idempotencyKeyOf(request);
    const key = attempt && submissionKey("application", attempt, [fields, await Promise.all([resume, otherDoc].map((file) => file && fileContent(file)))]);
    await enforceRateLimit(request, "job-application", applicationsRateLimit(), locale, key);
    const { id } = await saveJobApplication(fields, { resume, otherDoc }, { checks, locale, key });
    return Response.json({ id }, { status: 201 });
  } catch (error) {
    throw await refusalIn(error, locale, checks.refusals.filesTooLarge);
  }
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("POST");
