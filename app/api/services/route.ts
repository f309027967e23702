import { withErrors } from "@/lib/api/http-errors";
import { listServices } from "@/lib/store/content";

/** GET /api/services: the built-in host's services (spec section 3 shape). */
export const GET = withErrors(async () => Response.json(await listServices()));
