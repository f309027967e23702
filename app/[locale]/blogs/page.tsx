import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/server";
import Link from "@/components/ui/link";
import { BlogCard } from "@/components/blog/blog-card";
import { localBlogPosts } from "@/content/blog/local-posts";
import { getBlogPosts, type BlogPost } from "@/lib/api";
import { toBlogPost } from "@/lib/api/mappers";
import { categoryOptions, filterPosts, hasActiveFilters, parseBlogFilters } from "@/lib/blog/filter";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { BlogFilterPanel } from "./_components/blog-filters";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const meta = routeMeta("/blogs", locale);
  const t = await getTranslations("BlogList");
  // The feed lists the API's English posts: every locale links the one feed.
  return { ...meta, alternates: { ...meta.alternates, types: { "application/rss+xml": [{ url: "/blogs/rss.xml", title: t("rssTitle") }] } } };
}

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
  const locale = await pageLocale();
  const filters = parseBlogFilters(await searchParams);
  const { posts, failed } = await loadPosts();
  const shown = filterPosts(posts, filters);
  const meta = getRouteMeta("/blogs", locale);
  const t = await getTranslations("BlogList");
  const tf = await getTranslations("BlogFilters");
  const filterWords = {
    label: tf("label"),
    search: tf("search"),
    searchPlaceholder: tf("searchPlaceholder"),
    category: tf("category"),
    chooseCategory: tf("chooseCategory"),
    date: tf("date"),
    apply: tf("apply"),
    loading: tf("loading"),
  };
  const shownCount = { count: shown.length, shown: String(shown.length) };

  return (
    <>
      <section className="section-dark py-16 sm:py-20">
        <div className="container-page">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 className="heading-1 mt-3 max-w-3xl">{meta.h1}</h1>
          <p className="lead mt-5 max-w-2xl">{t("lead")}</p>
          <Link href="/request-demo" className="btn-primary mt-8">
            {t("bookDemo")}
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="blog-results">
        <div className="container-page">
          <h2 id="blog-results" className="sr-only">
            {t("results")}
          </h2>
          <BlogFilterPanel filters={filters} categories={categoryOptions(posts)} words={filterWords}>
            {failed ? (
              <p role="alert" className="mb-8 rounded-lg border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
                {t("failed")}
              </p>
            ) : null}
            <p className="sr-only" role="status">
              {hasActiveFilters(filters) ? t("matching", shownCount) : t("count", shownCount)}
            </p>
            {shown.length === 0 ? (
              <p className="py-16 text-center text-xl font-semibold text-ink-700">{t("empty")}</p>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-3">
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
