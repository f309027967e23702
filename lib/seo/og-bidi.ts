import bidiFactory from "bidi-js";
import { arabicPresentationForms } from "./arabic-forms";

/**
 * Right-to-left card text in the order satori must be given it. Satori lays a line out left to right, without the
 * Unicode bidi algorithm (UAX #9) and without Arabic shaping, so the card does both here and leaves satori only the
 * line breaking:
 *
 * - The paragraph's embedding levels come from bidi-js, with the base direction right to left (level 1); a text
 *   without any right-to-left letter is left as one left-to-right run instead.
 * - It is cut into units at its level-1 spaces, the only places where a line may break without splitting a
 *   left-to-right stretch ("Senior Backend Engineer", "E7 · PRINT CONTROL"). The card places the units in a
 *   `row-reverse` wrapping row: right to left in logical order, line by line, which is rule L2's reversal at level 1.
 * - Inside a unit, L2's remaining reversals are done on its runs of one level, and each right-to-left run is drawn
 *   with its brackets mirrored and its letters joined, then reversed.
 */

const bidi = bidiFactory();

/** The paragraph level of a right-to-left card line: its spaces at this level are where a line may break. */
const PARAGRAPH_LEVEL = 1;

/** A stretch of one embedding level, in logical order; a right-to-left run has its brackets already mirrored. */
export type BidiRun = { text: string; level: number };

/** A piece of a line that is never broken: its runs from left to right, as drawn. */
export type BidiUnit = readonly BidiRun[];

const isRtl = (level: number): boolean => level % 2 === 1;

/** Splits `text[start, end)` into runs of equal level, with the mirrored brackets of right-to-left characters. */
function levelRuns(text: string, levels: Uint8Array, mirrored: Map<number, string>, start: number, end: number): BidiRun[] {
  const runs: BidiRun[] = [];
  for (let i = start; i < end; i++) {
    const level = levels[i] ?? PARAGRAPH_LEVEL;
    const char = mirrored.get(i) ?? text[i]!;
    const last = runs.at(-1);
    if (last?.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  return runs;
}

/** Rule L2 on a unit's runs: from the highest level down to 1, every maximal sequence at that level or above is reversed. */
export function visualOrder(runs: readonly BidiRun[]): BidiRun[] {
  let order = [...runs];
  const highest = Math.max(PARAGRAPH_LEVEL, ...runs.map((run) => run.level));
  for (let k = highest; k >= PARAGRAPH_LEVEL; k--) order = reverseFrom(order, k);
  return order;
}

/** One pass of L2: reverses each maximal sequence of runs whose level is `k` or more. */
function reverseFrom(runs: readonly BidiRun[], k: number): BidiRun[] {
  const out: BidiRun[] = [];
  let sequence: BidiRun[] = [];
  for (const run of runs) {
    if (run.level >= k) {
      sequence.push(run);
      continue;
    }
    out.push(...sequence.reverse(), run);
    sequence = [];
  }
  return [...out, ...sequence.reverse()];
}

/** Whether `text` has a right-to-left letter (Arabic, Hebrew...), which makes it a right-to-left paragraph. */
const hasRtlLetter = (text: string): boolean =>
  [...text].some((char) => ["R", "AL"].includes(bidi.getBidiCharTypeName(char)));

/** A right-to-left line's units in logical order (the card places them from the right), each unit's runs as drawn. */
export function rtlUnits(text: string): BidiUnit[] {
  // Without a right-to-left letter the text is English from the API (a job title, a service's description): it is
  // drawn as its own left-to-right paragraph, as dir="auto" shows it, rather than with its closing punctuation moved
  // to the left of its last line, which satori could not find once the text wraps.
  if (!hasRtlLetter(text)) return text ? [[{ text, level: 0 }]] : [];
  const { levels } = bidi.getEmbeddingLevels(text, "rtl");
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const units: BidiUnit[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !(text[i] === " " && levels[i] === PARAGRAPH_LEVEL)) continue;
    if (i > start) units.push(visualOrder(levelRuns(text, levels, mirrored, start, i)));
    start = i + 1;
  }
  return units;
}

/**
 * A run's characters as satori must be given them: a right-to-left run joined into its letters' presentation forms
 * (in logical order, where a letter's neighbours are known) and then reversed; a left-to-right run as it is.
 */
export function drawnRun({ text, level }: BidiRun): string {
  return isRtl(level) ? [...arabicPresentationForms(text)].reverse().join("") : text;
}
