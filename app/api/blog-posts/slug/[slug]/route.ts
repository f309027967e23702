import { ProtocolError, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { findBlogPost } from "@/lib/store/content";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/blog-posts/slug/{slug}: one post, or 404. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { slug } = await params;
  const post = await findBlogPost(slug);
  if (!post) throw new ProtocolError(404, "postNotFound");
  return Response.json(post);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
