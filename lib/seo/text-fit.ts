/**
 * Length limits search engines show, applied to titles and descriptions built from data (job titles, post titles,
 * API descriptions) so a long record never produces a cut-off result. The static route table is kept within them
 * by hand (and by its test).
 */
export const TITLE_MAX = 65;
export const DESCRIPTION_MAX = 160;

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:(–—-]+$/, "")}…`;
}

/** Drops trailing " | suffix" parts while too long, then cuts at a word. */
export function fitTitle(title: string, max = TITLE_MAX): string {
  let out = title.replace(/\s+/g, " ").trim();
  while (out.length > max && out.includes(" | ")) out = out.slice(0, out.lastIndexOf(" | "));
  return cutAtWord(out, max);
}

/** `title` without its trailing " | suffix" parts (the brand). */
const withoutSuffixes = (title: string): string => (title.includes(" | ") ? title.slice(0, title.indexOf(" | ")) : title);

const clean = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Below this many characters a cut title no longer says what the page is: it is cut as a whole instead. */
const MIN_PART = 12;

/**
 * A title built around one piece of data (a job's title) by `build`, a message that adds an identifier and the
 * brand ("{title} ({number}) | Careers at E7", in any language). When too long, the brand suffix goes first, as
 * `fitTitle` does (the piece is what a result must say whole); when that is not enough, the piece is cut at a word
 * with an ellipsis, so the identifier stays (the Arabic application's title lost its job number to a plain cut).
 */
export function fitTitleAround(build: (part: string) => string, part: string, max = TITLE_MAX): string {
  const piece = clean(part);
  const whole = clean(build(piece));
  if (whole.length <= max) return whole;
  const bare = withoutSuffixes(whole);
  if (bare.length <= max) return bare;
  const room = max - (bare.length - piece.length);
  if (room < MIN_PART) return fitTitle(whole, max);
  return withoutSuffixes(clean(build(cutAtWord(piece, room))));
}

/** Whole sentences when they fit, else cut at a word with an ellipsis. */
export function fitDescription(description: string, max = DESCRIPTION_MAX): string {
  const clean = description.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let out = "";
  for (const sentence of clean.split(/(?<=[.!?])\s+/)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out.length >= 70 ? out : cutAtWord(clean, max);
}
