import { readJsonBody, withErrors } from "@/lib/api/http-errors";
import { enforceRateLimit } from "@/lib/api/route-rate-limit";
import { contactSchema } from "@/lib/schemas/contact";
import { formsRateLimit } from "@/lib/security/rate-limit";
import { saveContactQuery } from "@/lib/store/submissions";

/** POST /api/lead: a contact query as JSON (spec section 3); 201 with its id; 429 over the contact form's limit. */
export const POST = withErrors(async (request: Request) => {
  const input = contactSchema.parse(await readJsonBody(request));
  await enforceRateLimit(request, "contact", formsRateLimit());
  const { id } = await saveContactQuery(input);
  return Response.json({ id }, { status: 201 });
});
