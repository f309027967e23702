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

/** Below this many characters a cut title no longer says what the page is: the suffixes go instead. */
const MIN_PART = 12;

/**
 * A title built around one piece of data (a job's title) by `build`, a message that adds an identifier and the
 * brand ("{title} ({number}) | Careers at E7", in any language): when too long, only that piece is cut, at a word
 * with an ellipsis, so the brand and the identifier stay whole. A title that fits is `build`'s text exactly.
 */
export function fitTitleAround(build: (part: string) => string, part: string, max = TITLE_MAX): string {
  const clean = part.replace(/\s+/g, " ").trim();
  const whole = build(clean).replace(/\s+/g, " ").trim();
  if (whole.length <= max) return whole;
  const room = max - (whole.length - clean.length);
  // An identifier and suffix that leave no room for the piece: fall back to dropping the suffixes.
  if (room < MIN_PART) return fitTitle(whole, max);
  return build(cutAtWord(clean, room)).replace(/\s+/g, " ").trim();
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
