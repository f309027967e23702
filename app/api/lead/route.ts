import { readJsonBody, withErrors } from "@/lib/api/http-errors";
import { contactSchema } from "@/lib/schemas/contact";
import { saveContactQuery } from "@/lib/store/submissions";

/** POST /api/lead: a contact query as JSON (spec section 3); 201 with its id. */
export const POST = withErrors(async (request: Request) => {
  const input = contactSchema.parse(await readJsonBody(request));
  const { id } = await saveContactQuery(input);
  return Response.json({ id }, { status: 201 });
});
