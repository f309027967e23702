#!/usr/bin/env node
/**
 * Part of `npm run build` and `npm run dev` (their pre-steps): cuts the letters the site's languages use out of
 * @fontsource's faces into small faces of their own (lib/i18n/fonts/, git-ignored), axes and OpenType features kept.
 * - Turkish: the five letters Inter's Latin face lacks (Ğ ğ İ Ş ş; ı is in it), 3 KB instead of the 85 KB Latin
 *   Extended face.
 * - Arabic: the letters, marks and punctuation Arabic text uses (U+060C, U+061B–061F, U+0621–0655, U+0670–0671) and
 *   the presentation forms, ~16 KB per weight instead of 43–46 KB with the Persian, Urdu and African extensions, which
 *   Arabic does not use. The site writes Western digits in Arabic (lib/i18n/intl.ts), so the Arabic-Indic digits, the
 *   Quranic signs and the rarer marks are left out too (~4 KB a weight); in API content they take the system's font.
 * - The language switchers' "العربية" on English and Turkish pages: its seven letters (ا ل ع ر ب ي ة) from the 600
 *   face, the one Arabic pages draw the label with. Only the features this word uses are kept: init, medi and fina
 *   give the joined forms (without them the letters stand apart), kern places a letter as on Arabic pages; the
 *   other features (ligatures, marks) bring glyphs and tables the word never shows (4.1 KB with all of them). Hinting
 *   is dropped (3.3 KB with it): Chromium on Linux draws the word the same without it. 2 KB; shaped with HarfBuzz,
 *   the word gives the same advances, offsets and outlines as the Arabic pages' 600 face (docs/i18n.md).
 * Inter's Latin Extended face stays behind the Turkish one for other letters (names in API content). Each set must
 * match its face's unicode-range in lib/i18n/fonts.ts; e2e/fonts.spec.ts checks what a Turkish and an Arabic page
 * download.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
const TURKISH = "ĞğİŞş";
const ARABIC_LABEL = "العربية";
const ARABIC = "\u060c" + range(0x061b, 0x061f) + range(0x0621, 0x0655) + range(0x0670, 0x0671) + range(0xfe70, 0xfefc);
const plex = (weight) => `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;

const SUBSETS = [
  { source: "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2", text: TURKISH, target: "inter-turkish-wght-normal.woff2" },
  { source: plex(400), text: ARABIC, target: "plex-arabic-400-normal.woff2" },
  { source: plex(600), text: ARABIC, target: "plex-arabic-600-normal.woff2" },
  {
    source: plex(600),
    text: ARABIC_LABEL,
    target: "plex-arabic-label-600-normal.woff2",
    options: { keepFeatures: ["init", "medi", "fina", "kern"], noHinting: true },
  },
];

await mkdir(join(ROOT, "lib/i18n/fonts"), { recursive: true });
for (const { source, text, target, options } of SUBSETS) {
  const subset = await subsetFont(await readFile(join(ROOT, source)), text, { targetFormat: "woff2", ...options });
  await writeFile(join(ROOT, "lib/i18n/fonts", target), subset);
  console.log(`subset-fonts: lib/i18n/fonts/${target} (${subset.length} bytes)`);
}
