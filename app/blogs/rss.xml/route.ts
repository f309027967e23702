import { site } from "@/content/site";
import { getBlogPosts } from "@/lib/api";
import { escapeXml } from "@/lib/format/text";
import { siteUrl } from "@/lib/env";

export const revalidate = 300;

/** RSS 2.0 feed of the blog, newest first, linked from the head of the blog pages. */
export async function GET(): Promise<Response> {
  const base = siteUrl();
  const posts = [...(await getBlogPosts())].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const items = posts
    .map((p) => {
      const url = `${base}/blogs/${encodeURIComponent(p.slug)}`;
      return [
        "<item>",
        `<title>${escapeXml(p.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<pubDate>${new Date(p.isoDate).toUTCString()}</pubDate>`,
        `<description>${escapeXml(p.metaDescription || p.excerpt)}</description>`,
        `<category>${escapeXml(p.category)}</category>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${site.name} Blog`)}</title>
<link>${escapeXml(`${base}/blogs`)}</link>
<atom:link href="${escapeXml(`${base}/blogs/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>Insights on data leak prevention, insider risk, encryption and compliance.</description>
<language>en</language>
${items}
</channel>
</rss>`;
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
