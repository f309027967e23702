/** Text rules of the service page (spec 2.11). */

/** The expert-guidance description: paragraphs are separated by blank lines. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The consulting grid's title shows its first word apart from the rest. */
export function splitFirstWord(title: string): { first: string; rest: string } {
  const trimmed = title.trim();
  const at = trimmed.search(/\s/);
  return at === -1 ? { first: trimmed, rest: "" } : { first: trimmed.slice(0, at), rest: trimmed.slice(at) };
}

/** Links the API host configures may point off-site; those are plain anchors, the rest client-side links. */
export const isExternalUrl = (url: string): boolean => /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
