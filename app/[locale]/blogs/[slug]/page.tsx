import type { Metadata } from "next";
import { ContentImage } from "@/components/ui/content-image";
import Link from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { postDate } from "@/lib/format/dates";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { siteFor } from "@/content/site.locales";
import { getBlogPosts } from "@/lib/api";
import { sanitizeBlogHtml } from "@/lib/blog/sanitize";
import { siteUrl } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/server";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata, notFoundStateMetadata, stateMetadata } from "@/lib/seo/metadata";
import { ownCardPath } from "@/lib/seo/og-paths";
import { blogPostingJsonLd, breadcrumbsForPath } from "@/lib/seo/page-json-ld";
import { loadPost } from "./load-post";
import { NotFoundInHtml } from "@/components/layout/not-found-in-html";
import BlogPostNotFound from "./not-found";

export const revalidate = 300;

/** The cover spans the article's column (max-w-4xl less padding). */
const BODY_SIZES = "(min-width: 56rem) 52rem, 100vw";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  try {
    return (await getBlogPosts()).map((p) => ({ slug: p.slug }));
  } catch {
    return [];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await loadPost(slug);
  const t = await getTranslations("BlogPost");
  const locale = await pageLocale();
  const { blogTitleSuffix } = siteFor(locale).site;
  if (result.status !== "found") {
    // The tab and a shared link name what the page says: not found, a bad address or a failed lookup.
    const heading = { "not-found": t("notFoundTitle"), invalid: t("invalid"), failed: t("failed") }[result.status];
    const title = { absolute: `${heading}${blogTitleSuffix}` };
    return result.status === "not-found" ? notFoundStateMetadata(title, locale) : stateMetadata(title, locale);
  }
  const { post } = result;
  const meta = buildMetadata({
    path: `/blogs/${post.slug}`,
    locale,
    ogImage: ownCardPath(`/blogs/${post.slug}`, locale),
    title: `${post.title}${blogTitleSuffix}`,
    exactTitle: true,
    description: post.metaDescription || post.excerpt,
    keywords: post.metaDescription ? post.keywords : undefined,
    ogTitle: post.title,
    ogType: "article",
  });
  const rssTitle = (await getTranslations("BlogList"))("rssTitle");
  return { ...meta, alternates: { ...meta.alternates, types: { "application/rss+xml": [{ url: "/blogs/rss.xml", title: rssTitle }] } } };
}

function BackToBlogs({ label }: { label: string }) {
  return (
    <Link href="/blogs" className="btn-link">
      <ArrowLeftIcon className="size-4" /> {label}
    </Link>
  );
}

async function Failure({ heading }: { heading: "invalid" | "failed" }) {
  const t = await getTranslations("BlogPost");
  return (
    <section className="section">
      <div className="container-page max-w-3xl text-center">
        <h1 className="heading-2">{heading === "invalid" ? t("invalid") : t("failed")}</h1>
        <p className="lead mt-4">{t("failureLead")}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <BackToBlogs label={t("backToBlogs")} />
          <Link href="/request-demo" className="btn-secondary">
            {t("bookDemo")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const result = await loadPost(slug);
  if (result.status === "invalid") return <Failure heading="invalid" />;
  if (result.status === "failed") return <Failure heading="failed" />;
  if (result.status !== "found") return <NotFoundInHtml><BlogPostNotFound /></NotFoundInHtml>;

  const { post } = result;
  const base = siteUrl();
  const locale = await pageLocale();
  const t = await getTranslations("BlogPost");
  return (
    <article>
      <JsonLd data={[blogPostingJsonLd(base, post, locale), breadcrumbsForPath(base, `/blogs/${encodeURIComponent(post.slug)}`, post.title, locale)]} />
      <header className="section-dark py-14 sm:py-20">
        <div className="container-page max-w-4xl">
          <Link href="/blogs" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-200 hover:text-white">
            <ArrowLeftIcon className="size-4" /> {t("allBlogs")}
          </Link>
          <p lang="en" className="eyebrow mt-6 capitalize">
            {post.category.replace(/-/g, " ")}
          </p>
          <h1 lang="en" className="heading-1 mt-3">
            <bdi>{post.title}</bdi>
          </h1>
          <p className="mt-5 text-ink-200">
            <time dateTime={post.isoDate}>{postDate(post, locale)}</time>
            {post.author ? (
              <span>
                {" · "}
                {t.rich("by", { author: post.author, name: (chunks) => <bdi lang="en">{chunks}</bdi> })}
              </span>
            ) : null}
          </p>
          {post.keywords.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("keywords")}>
              {post.keywords.map((k) => (
                <li key={k} lang="en" dir="auto" className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-ink-100">
                  {k}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <ContentImage
          src={post.image}
          alt={post.title}
          lang="en"
          width={1200}
          height={675}
          sizes={BODY_SIZES}
          loading="eager"
          fetchPriority="high"
          className="aspect-video w-full rounded-card bg-ink-100 object-cover"
        />
        <div lang="en" dir="auto" className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(post.content, post.imageOrigin) }} />
        <footer className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-ink-100 pt-8">
          <BackToBlogs label={t("backToBlogs")} />
          <Link href="/request-demo" className="btn-primary">
            {t("bookDemo")}
          </Link>
        </footer>
      </div>
    </article>
  );
}
