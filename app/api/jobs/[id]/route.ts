import { jsonError, withErrors } from "@/lib/api/http-errors";
import { findJob } from "@/lib/store/content";

type Context = { params: Promise<{ id: string }> };

/** GET /api/jobs/{id}: one job posting, or 404. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const job = await findJob(id);
  return job ? Response.json(job) : jsonError(404, "Job not found");
});
