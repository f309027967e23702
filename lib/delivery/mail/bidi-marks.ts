/**
 * Visitor text inside right-to-left mail copy. English job titles and file names otherwise reorder against their
 * Arabic neighbours: "Engineer (Remote)" at the end of an Arabic sentence shows its closing parenthesis on the wrong
 * side. Left-to-right mails need none of this and get the text unchanged.
 */

type Direction = "ltr" | "rtl";

/**
 * In the body, a value is a first strong isolate … pop directional isolate: it takes the direction of its own first
 * letter and leaves its neighbours alone. The HTML says the same with `dir="auto"`; the marks are for the text part.
 */
export const isolate = (value: string, dir: Direction): string => (dir === "rtl" ? `\u2068${value}\u2069` : value);

/** Letters are the strong characters here; digits and punctuation, whatever their script, take no side. */
const LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * In a subject, where isolates are drawn as boxes by some mail clients, the value is fenced by the zero-width mark of
 * its own direction (left-to-right or right-to-left mark), which every client has drawn invisibly for decades: the
 * punctuation at its edges then stays with it.
 */
export function markedForSubject(value: string, dir: Direction): string {
  if (dir === "ltr") return value;
  const first = LETTER.exec(value)?.[0];
  if (!first) return value;
  const mark = RIGHT_TO_LEFT.test(first) ? "\u200f" : "\u200e";
  return `${mark}${value}${mark}`;
}
