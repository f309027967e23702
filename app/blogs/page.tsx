import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { BlogCard } from "@/components/blog/blog-card";
import { localBlogPosts } from "@/content/blog/local-posts";
import { getBlogPosts, type BlogPost } from "@/lib/api";
import { toBlogPost } from "@/lib/api/mappers";
import { categoryOptions, filterPosts, hasActiveFilters, parseBlogFilters } from "@/lib/blog/filter";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { BlogFilterPanel } from "./_components/blog-filters";

export const metadata: Metadata = {
  ...routeMeta("/blogs"),
  alternates: { canonical: "/blogs", types: { "application/rss+xml": [{ url: "/blogs/rss.xml", title: "E7 Blog" }] } },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Server posts then local posts; when even that throws, local posts with the spec's red message. */
async function loadPosts(): Promise<{ posts: BlogPost[]; failed: boolean }> {
  try {
    return { posts: await getBlogPosts(), failed: false };
  } catch (error) {
    console.error("Blog list: loading posts failed", error);
    return { posts: localBlogPosts.map((raw) => toBlogPost(raw)), failed: true };
  }
}

export default async function BlogsPage({ searchParams }: Props) {
  const filters = parseBlogFilters(await searchParams);
  const { posts, failed } = await loadPosts();
  const shown = filterPosts(posts, filters);
  const meta = getRouteMeta("/blogs");

  return (
    <>
      <section className="section-dark py-16 sm:py-20">
        <div className="container-page">
          <p className="eyebrow">E7 Blog</p>
          <h1 className="heading-1 mt-3 max-w-3xl">{meta.h1}</h1>
          <p className="lead mt-5 max-w-2xl">
            Practical writing on insider risk, watermarking, encryption and compliance from the people who build Blindspot.
          </p>
          <Link href="/request-demo" className="btn-primary mt-8">
            Book a Demo
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="blog-results">
        <div className="container-page">
          <h2 id="blog-results" className="sr-only">
            Blog posts
          </h2>
          <BlogFilterPanel filters={filters} categories={categoryOptions(posts)}>
            {failed ? (
              <p role="alert" className="mb-8 rounded-lg border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
                Failed to load blogs. Please try again later.
              </p>
            ) : null}
            <p className="sr-only" role="status">
              {hasActiveFilters(filters) ? `${shown.length} matching posts` : `${shown.length} posts`}
            </p>
            {shown.length === 0 ? (
              <p className="py-16 text-center text-xl font-semibold text-ink-700">No blogs found!</p>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </div>
            )}
          </BlogFilterPanel>
        </div>
      </section>
    </>
  );
}
