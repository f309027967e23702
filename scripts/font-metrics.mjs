#!/usr/bin/env node
/**
 * Prints a font file's metrics as next/font reads them (its own fontkit, its sample text for the mean advance), and
 * the Arial fallback next/font would write for it: `node scripts/font-metrics.mjs <file.woff2|ttf> …`. The fallback
 * table of lib/i18n/font-fallbacks.ts was measured with it.
 */
import { readFileSync } from "node:fs";
import fontkitModule from "next/dist/compiled/@next/font/dist/fontkit/index.js";
import fallbackMetrics from "next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js";

// Unwrapped as next/font's local loader does (`require("../fontkit").default`, then `mod.default || mod`).
const openFont = fontkitModule.default.default ?? fontkitModule.default;
const { getFallbackMetricsFromFontFile } = fallbackMetrics;

/** next/font's sample for the mean advance (`calcAverageWidth`). */
const SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ";

const metrics = process.argv.slice(2).map((file) => {
  const font = openFont(readFileSync(file));
  const advances = font.glyphsForString(SAMPLE).map((glyph) => glyph.advanceWidth);
  return {
    file,
    fullName: font.fullName,
    postscriptName: font.postscriptName,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    sampleAdvance: advances.reduce((sum, width) => sum + width, 0) / advances.length,
    arialFallback: getFallbackMetricsFromFontFile(font, "sans-serif"),
  };
});
console.log(JSON.stringify(metrics, null, 2));
