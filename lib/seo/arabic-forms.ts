/**
 * Arabic letters in their contextual presentation forms (Unicode Arabic Presentation Forms-B). Satori, which draws
 * the sharing cards, measures a word by its letters' isolated forms but draws them joined, so each Arabic word got a
 * gap after it; words already in their joined forms are measured as drawn. Covers the letters of Modern Standard
 * Arabic and the lam-alef ligatures; other characters pass through, and short vowel marks are dropped (a card's
 * headline does not need them and the forms do not position them).
 */

/** First presentation form (isolated) of each letter, and whether it joins the following letter too (dual-joining). */
const LETTERS: Record<string, [first: number, dual: boolean]> = {
  "\u0621": [0xfe80, false], "\u0622": [0xfe81, false], "\u0623": [0xfe83, false], "\u0624": [0xfe85, false],
  "\u0625": [0xfe87, false], "\u0626": [0xfe89, true], "\u0627": [0xfe8d, false], "\u0628": [0xfe8f, true],
  "\u0629": [0xfe93, false], "\u062a": [0xfe95, true], "\u062b": [0xfe99, true], "\u062c": [0xfe9d, true],
  "\u062d": [0xfea1, true], "\u062e": [0xfea5, true], "\u062f": [0xfea9, false], "\u0630": [0xfeab, false],
  "\u0631": [0xfead, false], "\u0632": [0xfeaf, false], "\u0633": [0xfeb1, true], "\u0634": [0xfeb5, true],
  "\u0635": [0xfeb9, true], "\u0636": [0xfebd, true], "\u0637": [0xfec1, true], "\u0638": [0xfec5, true],
  "\u0639": [0xfec9, true], "\u063a": [0xfecd, true], "\u0641": [0xfed1, true], "\u0642": [0xfed5, true],
  "\u0643": [0xfed9, true], "\u0644": [0xfedd, true], "\u0645": [0xfee1, true], "\u0646": [0xfee5, true],
  "\u0647": [0xfee9, true], "\u0648": [0xfeed, false], "\u0649": [0xfeef, false], "\u064a": [0xfef1, true],
};

/** Lam followed by an alef: one ligature, isolated or final. */
const LAM_ALEF: Record<string, number> = { "\u0622": 0xfef5, "\u0623": 0xfef7, "\u0625": 0xfef9, "\u0627": 0xfefb };

const TATWEEL = "\u0640";
const MARKS = /[\u064b-\u065f\u0670]/gu;

/** Whether the letter before a position connects to it: a dual-joining letter or a tatweel. */
const joinsForward = (char: string | undefined) => char === TATWEEL || (char !== undefined && LETTERS[char]?.[1] === true);
/** Whether a letter accepts a connection from the letter before it (every letter but hamza). */
const joinsBackward = (char: string | undefined) => char === TATWEEL || (char !== undefined && char !== "\u0621" && char in LETTERS);

export function arabicPresentationForms(text: string): string {
  const chars = [...text.replace(MARKS, "")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const letter = LETTERS[char];
    if (!letter) {
      out += char;
      continue;
    }
    const fromBefore = joinsForward(chars[i - 1]);
    const ligature = char === "\u0644" ? LAM_ALEF[chars[i + 1] ?? ""] : undefined;
    if (ligature !== undefined) {
      out += String.fromCodePoint(ligature + (fromBefore ? 1 : 0));
      i++;
      continue;
    }
    const [first, dual] = letter;
    const toAfter = dual && joinsBackward(chars[i + 1]);
    // Forms in order: isolated, final, initial, medial.
    out += String.fromCodePoint(first + (fromBefore ? (toAfter ? 3 : 1) : toAfter ? 2 : 0));
  }
  return out;
}
