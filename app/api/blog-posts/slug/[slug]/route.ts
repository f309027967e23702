import { jsonError, withErrors } from "@/lib/api/http-errors";
import { findBlogPost } from "@/lib/store/content";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/blog-posts/slug/{slug}: one post, or 404. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { slug } = await params;
  const post = await findBlogPost(slug);
  return post ? Response.json(post) : jsonError(404, "Blog post not found");
});
