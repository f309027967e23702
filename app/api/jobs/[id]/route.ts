import { ProtocolError, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { findJob } from "@/lib/store/content";

type Context = { params: Promise<{ id: string }> };

/** GET /api/jobs/{id}: one job posting, or 404. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const job = await findJob(id);
  if (!job) throw new ProtocolError(404, "jobNotFound");
  return Response.json(job);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
