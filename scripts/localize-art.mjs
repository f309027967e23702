#!/usr/bin/env node
/**
 * Writes the Arabic and Turkish copies of the artwork whose labels are words (city names, "72H READY"):
 * `node scripts/localize-art.mjs` reads public/images/<name>.svg (the English original, its labels outlined) and
 * writes <name>-ar.svg and <name>-tr.svg beside it, each label outlined again in the page's language in the place of
 * the English one: Turkish in Inter, upper-cased and spaced as the English label, Arabic in IBM Plex Sans Arabic
 * (shaped by fontkit, unspaced: spacing would break its joins). Outlines, not <text>: an <img> cannot use the page's
 * fonts. lib/images/localized-art.ts picks the copy for a page.
 */
import { readFileSync, writeFileSync } from "node:fs";
import fontkitModule from "next/dist/compiled/@next/font/dist/fontkit/index.js";

const openFont = fontkitModule.default.default ?? fontkitModule.default;
// Inter's static 600 cuts (fontkit cannot instance a variable WOFF2): Latin for the English labels' measure, Latin
// Extended for the Turkish letters.
const interLatin = openFont(readFileSync("node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2"));
const interExt = openFont(readFileSync("node_modules/@fontsource/inter/files/inter-latin-ext-600-normal.woff2"));
const plexArabic = openFont(readFileSync("node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2"));
/** Inter's cap height, to read a label's font size off its outline. */
const CAP_HEIGHT = 0.727;
/** Arabic letters drawn at the Latin caps' size look a size smaller. */
const ARABIC_SCALE = 1.25;

/** Each label: the English text its outline spells, where it is anchored, and what it says in Arabic and Turkish. */
const ART = {
  "contact/hero": [
    { en: "LONDON", anchor: "middle", ar: "لندن", tr: "Londra" },
    { en: "ISTANBUL", anchor: "middle", ar: "إسطنبول", tr: "İstanbul" },
    { en: "GIZA", anchor: "middle", ar: "الجيزة", tr: "Gize" },
    { en: "DUBAI", anchor: "middle", ar: "دبي", tr: "Dubai" },
  ],
  "careers/hero": [
    { en: "LONDON", anchor: "middle", ar: "لندن", tr: "Londra" },
    { en: "ISTANBUL", anchor: "middle", ar: "إسطنبول", tr: "İstanbul" },
    { en: "GIZA", anchor: "middle", ar: "الجيزة", tr: "Gize" },
    { en: "DUBAI", anchor: "middle", ar: "دبي", tr: "Dubai" },
  ],
  "compliance/hero": [
    { en: "AUDIT TRAIL", anchor: "start", ar: "سجل التدقيق", tr: "Denetim izi" },
    { en: "72H READY", anchor: "start", ar: "جاهزية الإبلاغ", tr: "72 saatte hazır", maxWidth: 84 },
  ],
};

/** The box of an outline written with absolute M, L, H, V, Q, C and Z (control points included: a little generous). */
function boxOf(d) {
  const tokens = d.match(/[MLHVQCZ]|-?\d*\.?\d+(?:e-?\d+)?/g);
  const xs = [];
  const ys = [];
  let command = "M";
  for (let i = 0; i < tokens.length; ) {
    if (/[A-Z]/.test(tokens[i])) command = tokens[i++];
    if (command === "Z") continue;
    if (command === "H") xs.push(+tokens[i++]);
    else if (command === "V") ys.push(+tokens[i++]);
    else {
      const pairs = command === "Q" ? 2 : command === "C" ? 3 : 1;
      for (let p = 0; p < pairs; p++, i += 2) {
        xs.push(+tokens[i]);
        ys.push(+tokens[i + 1]);
      }
    }
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const r = (n) => Math.round(n * 100) / 100;

/** The text in runs of one font each: Inter's Latin face, or its Latin Extended one for the letters it lacks (İ, Ş, Ğ). */
const latinRuns = (text) =>
  [...text].reduce((runs, char) => {
    const font = interLatin.hasGlyphForCodePoint(char.codePointAt(0)) ? interLatin : interExt;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
    return runs;
  }, []);

/**
 * Runs of text as one outline: their glyphs from fontkit (shaped, in visual order), at `size` px, `spacing` apart.
 * Returns its width and `draw(left, baseline)`, the path's data.
 */
function outline(runs, size, spacing) {
  const glyphs = [];
  let advance = 0;
  for (const { font, text } of runs) {
    const run = font.layout(text);
    const scale = size / font.unitsPerEm;
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i];
      glyphs.push({ glyph, scale, x: advance + position.xOffset * scale, y: position.yOffset * scale });
      advance += position.xAdvance * scale + spacing;
    });
  }
  const width = advance - spacing;
  const draw = (left, baseline) =>
    glyphs
      .map(({ glyph, scale, x, y }) =>
        glyph.path.commands
          .map(({ command, args }) => {
            const letter = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" }[command];
            const points = [];
            for (let a = 0; a < args.length; a += 2) points.push(`${r(left + x + args[a] * scale)} ${r(baseline - y - args[a + 1] * scale)}`);
            return letter + points.join(" ");
          })
          .join(""),
      )
      .join(" ");
  return { width, draw };
}

/** A label in `locale`, `fit` times its English size. */
function localized(label, locale, size, spacing, fit = 1) {
  return locale === "ar"
    ? outline([{ font: plexArabic, text: label.ar }], size * ARABIC_SCALE * fit, 0)
    : outline(latinRuns(label.tr.toLocaleUpperCase("tr")), size * fit, spacing * fit);
}

/** The English label's size (from its caps' height) and letter spacing (its width against Inter's own). */
function measure(label, box) {
  const size = (box.maxY - box.minY) / CAP_HEIGHT;
  const natural = outline([{ font: interLatin, text: label.en }], size, 0).width;
  return { size, spacing: (box.maxX - box.minX - natural) / (label.en.length - 1) };
}

for (const [name, labels] of Object.entries(ART)) {
  const source = readFileSync(`public/images/${name}.svg`, "utf8");
  const lines = source.split("\n");
  // The labels are the outlines (curves: the art's own shapes have none) in the labels' colours; the white ones are
  // the regulations' names on the compliance badges, which stay as they are.
  const labelLines = lines.map((line, i) => (/^<path fill="#(d6deef|2dd4bf)" d="M[^"]*Q/.test(line) ? i : -1)).filter((i) => i >= 0);
  const outlines = labelLines.map((i) => ({ i, fill: lines[i].match(/fill="([^"]+)"/)[1], box: boxOf(lines[i].match(/ d="([^"]+)"/)[1]) }));
  if (outlines.length !== labels.length) throw new Error(`${name}: ${outlines.length} outlines for ${labels.length} labels`);
  // In the file's order, which ART follows.
  const found = labels.map((label, n) => ({ ...label, ...outlines[n], ...measure(label, outlines[n].box) }));
  for (const locale of ["ar", "tr"]) {
    const out = [...lines];
    for (const label of found) {
      const { box, size, spacing } = label;
      let run = localized(label, locale, size, spacing);
      if (label.maxWidth && run.width > label.maxWidth) run = localized(label, locale, size, spacing, label.maxWidth / run.width);
      const left = label.anchor === "middle" ? (box.minX + box.maxX - run.width) / 2 : box.minX;
      out[label.i] = `<path fill="${label.fill}" d="${run.draw(left, box.maxY)}"/>`;
    }
    writeFileSync(`public/images/${name}-${locale}.svg`, out.join("\n"));
  }
  console.log(`${name}: ${found.length} labels in ar and tr`);
}
