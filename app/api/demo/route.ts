import { readJsonBody, withErrors } from "@/lib/api/http-errors";
import { enforceRateLimit } from "@/lib/api/route-rate-limit";
import { demoSchema } from "@/lib/schemas/demo";
import { formsRateLimit } from "@/lib/security/rate-limit";
import { saveDemoRequest } from "@/lib/store/submissions";

/** POST /api/demo: a demo request as JSON (spec section 3); 201 with its id; 429 over the demo form's limit. */
export const POST = withErrors(async (request: Request) => {
  const input = demoSchema.parse(await readJsonBody(request));
  await enforceRateLimit(request, "demo", formsRateLimit());
  const { id } = await saveDemoRequest(input);
  return Response.json({ id }, { status: 201 });
});
