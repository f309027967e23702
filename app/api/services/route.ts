import { withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { listServices } from "@/lib/store/content";

/** GET /api/services: the built-in host's services (spec section 3 shape). */
export const GET = withErrors(async () => Response.json(await listServices()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
