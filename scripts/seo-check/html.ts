/**
 * Just enough HTML reading for the SEO crawl: the tags a crawler looks at, from markup React renders (regular,
 * quoted attributes). Script bodies are removed before tags are counted, because the RSC payload carries copies
 * of the page's HTML as strings.
 */

export type PageFacts = {
  title: string | null;
  /** <meta name=...> and <meta property=...> contents by key (first occurrence wins). */
  meta: Record<string, string>;
  canonical: string | null;
  h1Count: number;
  /** Raw bodies of <script type="application/ld+json">. */
  jsonLd: string[];
  /** href of every <a>, as written. */
  links: string[];
  /** Text of the body markup (tags removed, entities decoded, whitespace collapsed): what a reader can find on the page. */
  text: string;
};

const entityMap: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return entityMap[code.toLowerCase()] ?? whole;
  });
}

/** Attributes of one start tag, names lower-cased, values decoded. */
export function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const body = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  const re = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

function startTags(html: string, name: string): Record<string, string>[] {
  const re = new RegExp(`<${name}(?=[\\s/>])[^>]*>`, "gi");
  return [...html.matchAll(re)].map((m) => parseAttributes(m[0]));
}

export function extractPageFacts(html: string): PageFacts {
  const jsonLd = [...html.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, "");

  // The document title is the first <title> outside <svg> (an SVG's <title> is its accessible name).
  const withoutSvg = markup.replace(/<svg\b[\s\S]*?<\/svg>/gi, "");
  const titleMatch = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(withoutSvg);

  const meta: Record<string, string> = {};
  for (const attrs of startTags(markup, "meta")) {
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined && !(key in meta)) meta[key] = attrs.content;
  }
  const body = /<body\b[^>]*>([\s\S]*)/i.exec(markup)?.[1] ?? markup;
  const text = decodeEntities(body.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " ").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

  const canonical = startTags(markup, "link").find((a) => (a.rel ?? "").toLowerCase().split(/\s+/).includes("canonical"))?.href ?? null;

  return {
    title: titleMatch ? decodeEntities(titleMatch[1]!.trim()) : null,
    meta,
    canonical,
    h1Count: startTags(markup, "h1").length,
    jsonLd,
    links: startTags(markup, "a")
      .map((a) => a.href)
      .filter((h): h is string => h !== undefined),
    text,
  };
}

/**
 * Internal link targets of a page as absolute URLs without fragments: same origin only, no mailto/tel/javascript.
 * Returns distinct URLs.
 */
export function internalLinks(links: readonly string[], pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const out = new Set<string>();
  for (const href of links) {
    const trimmed = href.trim();
    if (!trimmed || trimmed.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(trimmed)) continue;
    let url: URL;
    try {
      url = new URL(trimmed, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = "";
    out.add(url.toString());
  }
  return [...out];
}
