import { cache } from "react";
import { getBlogPost, isApiError, type BlogPost } from "@/lib/api";

export type PostResult = { status: "found"; post: BlogPost } | { status: "invalid" | "not-found" | "failed" };

/** One lookup shared by the page and its metadata. A lookup the host cannot answer reads as 'not found' only when it says so. */
export const loadPost = cache(async (rawSlug: string): Promise<PostResult> => {
  const slug = decodeURIComponent(rawSlug).trim();
  if (!slug) return { status: "invalid" };
  try {
    const post = await getBlogPost(slug);
    return post ? { status: "found", post } : { status: "not-found" };
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") return { status: "not-found" };
    console.error(`Blog post ${slug}: loading failed`, error);
    return { status: "failed" };
  }
});
