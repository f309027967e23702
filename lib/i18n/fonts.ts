import localFont from "next/font/local";
import { fallbackFamilies } from "./font-fallbacks";

/**
 * Inter's Latin subset is what English pages paint with, so it is preloaded, and `optional`: where it has not arrived
 * when the first text is laid out (a slow phone's first view), the page keeps the adjusted fallback rather than
 * swapping. With `swap`, a throttled load of home at 412 px painted the calls to action on two lines, moved them to one
 * when Inter came (a layout shift of 0.10), and the carousel's second slide, 56 px more of it now in view, became the
 * largest paint at 8.2 s. From the next page on Inter comes from the cache in time. The Turkish letters it lacks come
 * from a face of their own, and any other letter from its Latin Extended subset; each is declared with its
 * unicode-range, so a browser downloads it only for a page that has such text.
 * Arabic text uses IBM Plex Sans Arabic (the Arabic block, cut out at build time), whose family is in the font stack
 * of Arabic pages only (`fontStack`), so no other page downloads it; 400 and 600
 * cover the site's weights: the 600 face is declared for 500–700, so the medium text of the navigation, labels and
 * card titles is drawn in it (as 400 it looked lighter than the Latin words at 500 beside it). Arabic pages preload them (`face-preloads.ts`;
 * next/font's own preload would reach every language's pages), and they are `optional`: a first view whose faces are
 * late (a slow phone) keeps the fallback instead of swapping. With `swap`, Lighthouse measured a layout shift of 0.125
 * on Arabic home (the adjusted fallback is computed against Arial, which phones and Linux do not have).
 * Inter and Plex Arabic get next/font's metrics-adjusted fallback (the subsets cut from them share it), so a swap of
 * the Latin faces does not move the layout; for Inter, where Arial is missing, the adjusted faces of
 * `font-fallbacks.ts` stand in for it.
 */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
});

/**
 * Ğ ğ İ Ş ş, cut from the Latin Extended face at build time (scripts/subset-fonts.mjs): 3 KB instead of 85 KB.
 * `optional` and preloaded on Turkish pages (`face-preloads.ts`), like Inter: with `swap` and found only at the first
 * layout, a first view drew these letters in the fallback among Inter's and swapped them a round trip later (their
 * widths differ, so the words moved); a slow first view whose Inter missed its window kept them in Inter among the
 * fallback. Now both faces are usually in hand together, or the fallback is kept for the whole view.
 */
export const interTurkish = localFont({
  src: "./fonts/inter-turkish-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+011E-011F, U+0130, U+015E-015F" }],
});

/**
 * @fontsource's Latin Extended range without what Inter's Latin face (ı, Œ œ, three combining marks, †) or the Turkish
 * face (Ğ ğ İ Ş ş) already has: when Inter misses its `optional` window those letters go to the adjusted fallbacks
 * with the rest of the text, instead of fetching this 85 KB face (a slow first view of any page with "ı" did).
 */
export const interLatinExt = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-011D, U+0120-012F, U+0132-0151, U+0154-015D, U+0160-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

/**
 * The letters, marks and punctuation Arabic text uses and the presentation forms, cut from Plex Arabic at build time
 * (scripts/subset-fonts.mjs, whose set this range must match): ~16 KB per weight instead of 43–46 KB. The whole face is not kept behind it: Chrome
 * fetches the next face of the stack too while the first is in its block period, so both would be downloaded. Text
 * with a letter of the Persian, Urdu or African extensions, which Arabic does not use, is shaped as a whole with the
 * system's Arabic font, so it stays joined.
 */
export const plexArabic = localFont({
  src: [
    { path: "./fonts/plex-arabic-400-normal.woff2", weight: "400" },
    { path: "./fonts/plex-arabic-600-normal.woff2", weight: "500 700" },
  ],
  display: "optional",
  preload: false,
  declarations: [{ prop: "unicode-range", value: "U+060C, U+061B-061F, U+0621-0655, U+0670-0671, U+FE70-FEFC" }],
});

/**
 * "العربية" in the language switchers of English and Turkish pages, whose font stack has no Arabic face: the word's
 * seven letters cut from Plex Arabic's 600 face (scripts/subset-fonts.mjs, 2 KB), the face Arabic pages draw it with.
 * Without it the label took the system's Arabic font (DejaVu Sans on Linux, a heavy face on some phones). Only the
 * switchers use it (app/globals.css), and a page downloads it only when one is laid out: the footer's always is,
 * the header's on wide screens and in an open menu. `swap`, not preloaded: a label that is not the page's text may
 * change face after the first paint; its link keeps the width of the word in this face whatever it is drawn in
 * (app/globals.css), so the swap moves nothing. Declared for 500–700 like the 600 face of Arabic pages.
 */
export const plexArabicLabel = localFont({
  src: "./fonts/plex-arabic-label-600-normal.woff2",
  weight: "500 700",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-arabic-label",
  declarations: [{ prop: "unicode-range", value: "U+0627-0629, U+0631, U+0639, U+0644, U+064A" }],
});

const faces = (font: { style: { fontFamily: string } }): string[] => font.style.fontFamily.split(",").map((name) => name.trim());

/**
 * The font stack of a locale. Each next/font family comes with its own adjusted fallback; the webfaces go first so
 * that a Turkish or Arabic letter falls through Inter's Latin face to its own face, not to Inter's fallback. Turkish
 * letters find the small Turkish face before the Latin Extended one, which a Turkish page therefore never downloads.
 */
export function fontStack(arabic: boolean): string {
  const [interFace, interFallback] = faces(inter);
  const [turkishFace] = faces(interTurkish);
  const [extFace] = faces(interLatinExt);
  const [arabicFace, arabicFallback] = faces(plexArabic);
  const latinFallbacks = [interFallback, ...fallbackFamilies];
  const interFaces = [interFace, turkishFace, extFace];
  return (arabic ? [...interFaces, arabicFace, arabicFallback, ...latinFallbacks] : [...interFaces, ...latinFallbacks]).join(", ");
}

const familyName = (font: { style: { fontFamily: string } }): string => (faces(font)[0] ?? "").replace(/['"]/g, "");

/** The family names of the Arabic and Turkish faces, as the build's stylesheet writes them (`font-family:plexArabic`). */
export const arabicFamily = familyName(plexArabic);
export const turkishFamily = familyName(interTurkish);
