/** Text helpers shared by the data layer and client components (no server-only imports). */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Tags removed, common entities decoded, whitespace collapsed: HTML as plain readable text. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Text safe anywhere in an XML document (feeds, sitemaps): escapeHtml plus the apostrophe. */
export function escapeXml(text: string): string {
  return escapeHtml(text).replace(/'/g, "&apos;");
}

/** The first `max` characters plus '...' when the text is longer; shorter text unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Lower-cased, punctuation removed, spaces turned into hyphens (spec section 3). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/**
 * Free-text list fields: one item per line break or bullet (•, ·, ▪ anywhere; - and * at the start of a line, so
 * "end-to-end" and "3 - 5 years" stay whole); markers and blank items dropped.
 */
export function splitListField(value: string | string[] | null | undefined): string[] {
  if (value == null) return [];
  const text = Array.isArray(value) ? value.join("\n") : String(value);
  return text
    .split(/\r?\n|[•·▪]/)
    .map((item) => item.replace(/^\s*[-*•·▪]+\s*/, "").trim())
    .filter(Boolean);
}

/** Accents folded and case ignored, so "Côte d'Ivoire" sorts among the C's as English readers expect. */
function sortKey(text: string): string {
  const folded = /[^\x00-\x7f]/.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
  return folded.toLowerCase();
}

/**
 * A copy of `items` in English alphabetical order of `textOf(item)`; ties keep their order. Not Intl.Collator or
 * `localeCompare(…, "en")`: the first collator a page creates loads ICU's collation data, 8–18 ms measured in Chrome,
 * which the form pages paid at start-up to sort their country lists. Unit tests hold this order to Intl.Collator's.
 */
export function sortByText<T>(items: Iterable<T>, textOf: (item: T) => string): T[] {
  return [...items]
    .map((item) => ({ item, key: sortKey(textOf(item)) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}
