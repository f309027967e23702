import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fallbackFontFaces, type FaceMetrics } from "./font-fallbacks";

// Read by next/font's own fontkit and formulas in a separate process: next/jest maps every path under @next/font to
// a stub.
const [inter] = JSON.parse(
  execFileSync(process.execPath, ["scripts/font-metrics.mjs", "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"], {
    encoding: "utf8",
  }),
) as [FaceMetrics & { arialFallback: Record<"ascentOverride" | "descentOverride" | "lineGapOverride" | "sizeAdjust", string> }];

describe("Inter's fallbacks for systems without Arial", () => {
  it("use next/font's formulas: with Arial's advance they give next/font's own Arial fallback", () => {
    const arial = fallbackFontFaces(inter, [{ family: "Arial check", local: ["Arial"], unitsPerEm: 2048, sampleAdvance: 934.5116279069767 }]);
    expect(arial).toContain(`ascent-override: ${inter.arialFallback.ascentOverride};`);
    expect(arial).toContain(`descent-override: ${inter.arialFallback.descentOverride};`);
    expect(arial).toContain(`line-gap-override: ${inter.arialFallback.lineGapOverride};`);
    expect(arial).toContain(`size-adjust: ${inter.arialFallback.sizeAdjust};`);
  });

  it("are the faces in app/font-fallbacks.css, computed from the Inter file the site ships", () => {
    const css = readFileSync(path.join(process.cwd(), "app/font-fallbacks.css"), "utf8");
    expect(css.slice(css.indexOf("@font-face")).trim()).toBe(fallbackFontFaces(inter));
  });
});
