/**
 * Inter's metrics-adjusted fallbacks for systems without Arial. next/font adjusts one fallback, `local("Arial")`; where
 * Arial is missing (Linux, Android, ChromeOS) text painted before Inter arrives used the system's sans-serif at its own
 * size, and moved when Inter replaced it (the header's links by 9 px). Each family here is tried in turn after
 * next/font's, and has the overrides next/font would compute against that font, so a swap to Inter moves nothing
 * wherever one of them is installed. The CSS is `app/font-fallbacks.css`; `font-fallbacks.test.ts` recomputes it from
 * Inter's own file, so an update of Inter that changes its metrics fails the test instead of shifting the layout.
 */
export interface FallbackFont {
  family: string;
  /** Full and PostScript names, as `local()` matches them. */
  local: string[];
  unitsPerEm: number;
  /**
   * Mean advance over next/font's sample text, as `node scripts/font-metrics.mjs <file>` prints it for the regular cut
   * (@fontsource's latin files of Roboto, Noto Sans and Arimo; DejaVu Sans and Liberation Sans from Debian's
   * packages). Arimo and Liberation Sans have Arial's advances: next/font's Arial figure is 934.5116 too.
   */
  sampleAdvance: number;
  /**
   * Faces for heavier text, where measured, each sized to Inter at that weight. Inter widens with its weight (at 500
   * by 1.1 %, at 600 by 2.1 %) while one regular face does not (the browser draws 600 and more as a synthetic bold of
   * it, no wider): with DejaVu Sans alone (Debian without fonts-liberation) home's 600-weight heading took two lines
   * where Inter takes three at 390 px, and the header's 500-weight links drifted 12 px by the last, so both moved
   * between the first page view and the next.
   */
  heavier?: HeavierFace[];
}

/** A face for `weight`, sized to Inter there (`interWidth`: INTER_WIDTH_AT), drawn with `cut` or the regular cut. */
interface HeavierFace {
  weight: string;
  interWidth: number;
  cut?: { local: string[]; sampleAdvance: number };
}

/**
 * Inter's mean advance over next/font's sample at weights 500 and 600 over its advance at 400 (1018.29 and 1028.86
 * against 1007.56), measured in Chromium (canvas measureText of the sample at 2048 px in the variable face), because
 * next/font's fontkit cannot instance the variable woff2.
 */
export const INTER_WIDTH_AT = { 500: 1.01065, 600: 1.02114 } as const;

export const FALLBACK_FONTS: readonly FallbackFont[] = [
  { family: "Inter Fallback Liberation", local: ["Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"], unitsPerEm: 2048, sampleAdvance: 934.5116 },
  { family: "Inter Fallback Roboto", local: ["Roboto", "Roboto Regular", "Roboto-Regular"], unitsPerEm: 2048, sampleAdvance: 938 },
  { family: "Inter Fallback Noto", local: ["Noto Sans", "Noto Sans Regular", "NotoSans-Regular"], unitsPerEm: 1000, sampleAdvance: 485.814 },
  {
    family: "Inter Fallback DejaVu",
    local: ["DejaVu Sans", "DejaVuSans"],
    unitsPerEm: 2048,
    sampleAdvance: 1070.3023,
    heavier: [
      { weight: "500 599", interWidth: INTER_WIDTH_AT[500] },
      { weight: "600 900", interWidth: INTER_WIDTH_AT[600], cut: { local: ["DejaVu Sans Bold", "DejaVuSans-Bold"], sampleAdvance: 1205.9535 } },
    ],
  },
];

export interface FaceMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative, as fonts store it. */
  descent: number;
  lineGap: number;
  sampleAdvance: number;
}

/**
 * What Inter's two faces cover (@fontsource's latin and latin-ext ranges, merged): the fallbacks stand in for Inter
 * only. Arabic letters skip them and reach Plex Arabic's fallback and the system's fonts as before, so Arabic text is
 * never laid out again when one of them is found.
 */
export const INTER_RANGE =
  "U+0000-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1EFF, U+2000-206F, U+20A0-20C0, U+2113, U+2122, U+2191, U+2193, U+2212, U+2215, U+2C60-2C7F, U+A720-A7FF, U+FEFF, U+FFFD";

const percent = (value: number): string => `${(Math.abs(value) * 100).toFixed(2)}%`;

/**
 * One face: next/font's formulas (`getFallbackMetricsFromFontFile`) with the fallback's advance in place of Arial's,
 * and Inter's at the face's weight. The regular face has no weight: it answers every weight no other face claims.
 */
function fallbackFace(inter: FaceMetrics, font: FallbackFont, { weight, interWidth, cut = font }: Partial<HeavierFace> & { interWidth: number }): string {
  const sizeAdjust = (inter.sampleAdvance * interWidth) / inter.unitsPerEm / (cut.sampleAdvance / font.unitsPerEm);
  const scaled = (value: number) => percent(value / (inter.unitsPerEm * sizeAdjust));
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    `  src: ${cut.local.map((name) => `local("${name}")`).join(", ")};`,
    ...(weight ? [`  font-weight: ${weight};`] : []),
    `  ascent-override: ${scaled(inter.ascent)};`,
    `  descent-override: ${scaled(inter.descent)};`,
    `  line-gap-override: ${scaled(inter.lineGap)};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  unicode-range: ${INTER_RANGE};`,
    "}",
  ].join("\n");
}

/** Each fallback's regular face, and its faces for heavier text where it has them. */
export function fallbackFontFaces(inter: FaceMetrics, fallbacks: readonly FallbackFont[] = FALLBACK_FONTS): string {
  return fallbacks.flatMap((font) => [{ interWidth: 1 }, ...(font.heavier ?? [])].map((face) => fallbackFace(inter, font, face))).join("\n");
}

export const fallbackFamilies: string[] = FALLBACK_FONTS.map((font) => `"${font.family}"`);
