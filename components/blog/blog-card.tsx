import { ContentImage } from "@/components/ui/content-image";
import { useLocale, useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { localeOrDefault } from "@/lib/i18n/locales";
import type { BlogPost } from "@/lib/api/types";
import { ArrowRightIcon } from "@/components/ui/icons";
import { postDate } from "@/lib/format/dates";

/** Cards sit one, two or three to a row of the page's container (max-w-7xl). */
const CARD_SIZES = "(min-width: 80rem) 390px, (min-width: 64rem) 31vw, (min-width: 40rem) 47vw, 100vw";

/**
 * Spec 2.15: image, date, optional author, title (two lines), excerpt, up to two keyword chips, Read More.
 * Posts come from the API host in English: their text is marked `lang="en"` and isolated (`<bdi>`, `dir="auto"`) on
 * every page, so screen readers and the bidi algorithm treat it as English inside an Arabic or Turkish page.
 */
export function BlogCard({ post, headingLevel = "h3" }: { post: BlogPost; headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("BlogCard");
  const locale = localeOrDefault(useLocale());
  const Heading = headingLevel;
  return (
    <article className="card-interactive flex h-full min-h-[520px] flex-col overflow-hidden p-0">
      <ContentImage src={post.image} alt="" width={640} height={360} sizes={CARD_SIZES} className="aspect-video w-full bg-ink-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-ink-600">
          <time dateTime={post.isoDate}>{postDate(post, locale)}</time>
          {post.author ? (
            <span>
              {" · "}
              <bdi lang="en">{post.author}</bdi>
            </span>
          ) : null}
        </p>
        <Heading lang="en" className="mt-2 line-clamp-2 text-xl font-semibold leading-snug text-ink-900">
          <bdi>{post.title}</bdi>
        </Heading>
        <p lang="en" className="mt-3 text-ink-600">
          <bdi>{post.excerpt}</bdi>
        </p>
        {post.keywords.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("keywords")}>
            {post.keywords.slice(0, 2).map((k) => (
              <li key={k} lang="en" dir="auto" className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                {k}
              </li>
            ))}
          </ul>
        ) : null}
        <Link href={`/blogs/${post.slug}`} className="btn-link mt-auto pt-6">
          {t("readMore")} <ArrowRightIcon className="size-4" />
          <span className="sr-only">
            : <span lang="en">{post.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}
