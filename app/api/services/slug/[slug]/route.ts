import { ProtocolError, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { findService } from "@/lib/store/content";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/services/slug/{slug}: one service with title and content, or 404. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { slug } = await params;
  const service = await findService(slug);
  if (!service) throw new ProtocolError(404, "serviceNotFound");
  return Response.json(service);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
