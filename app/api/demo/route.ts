import { readJsonBody, withErrors } from "@/lib/api/http-errors";
import { demoSchema } from "@/lib/schemas/demo";
import { saveDemoRequest } from "@/lib/store/submissions";

/** POST /api/demo: a demo request as JSON (spec section 3); 201 with its id. */
export const POST = withErrors(async (request: Request) => {
  const input = demoSchema.parse(await readJsonBody(request));
  const { id } = await saveDemoRequest(input);
  return Response.json({ id }, { status: 201 });
});
