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
}

export const FALLBACK_FONTS: readonly FallbackFont[] = [
  { family: "Inter Fallback Liberation", local: ["Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"], unitsPerEm: 2048, sampleAdvance: 934.5116 },
  { family: "Inter Fallback Roboto", local: ["Roboto", "Roboto Regular", "Roboto-Regular"], unitsPerEm: 2048, sampleAdvance: 938 },
  { family: "Inter Fallback Noto", local: ["Noto Sans", "Noto Sans Regular", "NotoSans-Regular"], unitsPerEm: 1000, sampleAdvance: 485.814 },
  { family: "Inter Fallback DejaVu", local: ["DejaVu Sans", "DejaVuSans"], unitsPerEm: 2048, sampleAdvance: 1070.3023 },
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

/** next/font's formulas (`getFallbackMetricsFromFontFile`) with the fallback's advance in place of Arial's. */
export function fallbackFontFaces(inter: FaceMetrics, fallbacks: readonly FallbackFont[] = FALLBACK_FONTS): string {
  return fallbacks
    .map((font) => {
      const sizeAdjust = inter.sampleAdvance / inter.unitsPerEm / (font.sampleAdvance / font.unitsPerEm);
      const scaled = (value: number) => percent(value / (inter.unitsPerEm * sizeAdjust));
      return [
        "@font-face {",
        `  font-family: "${font.family}";`,
        `  src: ${font.local.map((name) => `local("${name}")`).join(", ")};`,
        `  ascent-override: ${scaled(inter.ascent)};`,
        `  descent-override: ${scaled(inter.descent)};`,
        `  line-gap-override: ${scaled(inter.lineGap)};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  unicode-range: ${INTER_RANGE};`,
        "}",
      ].join("\n");
    })
    .join("\n");
}

export const fallbackFamilies: string[] = FALLBACK_FONTS.map((font) => `"${font.family}"`);
