import type { RawBlogPost } from "@/lib/api/raw-types";

/**
 * Posts bundled with the site itself (spec section 3): shown after the host's posts and looked up first by slug.
 * Empty in the data shown; marketing adds posts here that must appear whichever API host is configured.
 */
export const localBlogPosts: RawBlogPost[] = [];
