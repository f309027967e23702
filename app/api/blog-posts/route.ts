import { withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { listBlogPosts } from "@/lib/store/content";

/** GET /api/blog-posts: the built-in host's posts (spec section 3 shape). */
export const GET = withErrors(async () => Response.json(await listBlogPosts()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
