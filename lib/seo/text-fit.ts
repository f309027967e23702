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
