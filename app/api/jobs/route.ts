import { withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { listJobs } from "@/lib/store/content";

/** GET /api/jobs: the built-in host's job postings (spec section 3 shape). */
export const GET = withErrors(async () => Response.json(await listJobs()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
