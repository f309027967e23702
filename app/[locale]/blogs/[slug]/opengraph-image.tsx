import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";
import { loadPost } from "./load-post";

export const size = ogSize;
export const contentType = ogContentType;
export const alt = "E7 blog post";
export const revalidate = 300;

/** The sharing card of one post: its title, category, date and author (when the post names one). */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const result = await loadPost((await params).slug);
  if (result.status !== "found") return renderOgImage({ eyebrow: "E7 Blog", title: "Insights on data security" });
  const { post } = result;
  return renderOgImage({
    eyebrow: `E7 Blog · ${post.category.replace(/-/g, " ")}`,
    title: post.title,
    detail: [post.date, post.author].filter(Boolean).join(" · "),
  });
}
