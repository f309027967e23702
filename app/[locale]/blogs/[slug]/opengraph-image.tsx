import { getTranslations } from "next-intl/server";
import { localeOrDefault } from "@/lib/i18n/locales";
import { englishCaps } from "@/lib/seo/og-caps";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";
import { postDate } from "@/lib/format/dates";
import { loadPost } from "./load-post";

export const size = ogSize;
export const contentType = ogContentType;
/** English, for the error states only: the page names this card with an alt in its language (ownCardPath). */
export const alt = "E7 blog post";
export const revalidate = 300;

/** The sharing card of one post: its title, category, date and author (when the post names one). */
export default async function Image({ params }: { params: Promise<{ slug: string; locale: string }> }) {
  const { slug, locale } = await params;
  const cardLocale = localeOrDefault(locale);
  const t = await getTranslations({ locale: cardLocale, namespace: "BlogPost" });
  const result = await loadPost(slug);
  if (result.status !== "found") return renderOgImage({ eyebrow: t("ogEyebrow"), title: t("ogFallback"), locale: cardLocale });
  const { post } = result;
  return renderOgImage({
    eyebrow: `${t("ogEyebrow")} · ${englishCaps(post.category.replace(/-/g, " "))}`,
    title: post.title,
    detail: [postDate(post, cardLocale), post.author].filter(Boolean).join(" · "),
    locale: cardLocale,
  });
}
