import { getBlogPosts, getJobs, getServices } from "@/lib/api";
import { siteUrl } from "@/lib/env";
import { dynamicSitemapEntries, sitemapXml, type SitemapData } from "@/lib/seo/sitemap";

/**
 * The data-driven half of the sitemap (blog posts, jobs, services, compliance pages), listed in /sitemap.xml and
 * robots.txt. Regenerated in the background like the pages that show the same data, and with them when their
 * cache tags are revalidated, so new posts and jobs appear without a rebuild.
 */
export const revalidate = 300;

/** One failing source must not empty the whole sitemap: its section is left out until the next regeneration. */
async function settle<T>(label: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.warn(`server-sitemap: ${label} could not be loaded`, error instanceof Error ? error.message : error);
    return [];
  }
}

export async function GET(): Promise<Response> {
  const [posts, jobs, services] = await Promise.all([
    settle("blog posts", getBlogPosts),
    settle("jobs", getJobs),
    settle("services", getServices),
  ]);
  const data: SitemapData = { posts, jobs, services };
  return new Response(sitemapXml(dynamicSitemapEntries(siteUrl(), data)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
