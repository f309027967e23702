import { decodeEntities } from "./html";

export type ParsedSitemap =
  | { kind: "index"; sitemaps: string[] }
  | { kind: "urlset"; urls: { loc: string; lastmod?: string }[] }
  | { kind: "invalid"; reason: string };

/** Reads a sitemap index or a urlset (sitemaps.org 0.9). */
export function parseSitemap(xml: string): ParsedSitemap {
  const blocks = (tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]!);
  const field = (block: string, tag: string) => {
    const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(block);
    return m ? decodeEntities(m[1]!.trim()) : undefined;
  };
  if (/<sitemapindex[\s>]/.test(xml)) {
    return { kind: "index", sitemaps: blocks("sitemap").map((b) => field(b, "loc")).filter((l): l is string => !!l) };
  }
  if (/<urlset[\s>]/.test(xml)) {
    return {
      kind: "urlset",
      urls: blocks("url").flatMap((b) => {
        const loc = field(b, "loc");
        const lastmod = field(b, "lastmod");
        return loc ? [lastmod ? { loc, lastmod } : { loc }] : [];
      }),
    };
  }
  return { kind: "invalid", reason: "neither <sitemapindex> nor <urlset>" };
}

/** W3C datetime as sitemaps accept it: a date, or a date and time with a zone. */
export function isW3cDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value));
}
