import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { getBlogPosts } from "@/lib/api";
import { ArrowRightIcon } from "@/components/ui/icons";
import { BlogCard } from "./blog-card";

const BLOCK_SIZE = 3;

async function LatestPosts() {
  const t = await getTranslations("BlogList");
  let posts;
  try {
    posts = (await getBlogPosts()).slice(0, BLOCK_SIZE);
  } catch (error) {
    console.error("Blog block: loading posts failed", error);
    return <p className="rounded-lg border border-danger-700/30 bg-danger-50 p-4 text-danger-700">{t("failed")}</p>;
  }
  if (posts.length === 0) return <p className="text-lg text-ink-600">{t("empty")}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-3">
      {posts.map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </div>
  );
}

/**
 * The shared blog block of home, use-case and careers pages: the first three posts and a View All link.
 * Callers pass title, description and eyebrow in the page's language; the block's own words follow the page.
 */
export async function BlogBlock({ title, description, eyebrow }: { title: string; description?: string; eyebrow?: string }) {
  const t = await getTranslations("BlogBlock");
  return (
    <section className="section section-muted" aria-labelledby="blog-block-title">
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{eyebrow ?? t("eyebrow")}</p>
            <h2 id="blog-block-title" className="heading-2 mt-2">
              {title}
            </h2>
            {description ? <p className="lead mt-3">{description}</p> : null}
          </div>
          <Link href="/blogs" className="btn-secondary shrink-0 self-start whitespace-nowrap sm:self-auto">
            {t("viewAll")} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-10">
          <LatestPosts />
        </div>
      </div>
    </section>
  );
}
