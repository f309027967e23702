import { clampText, summarise, titleFontSize } from "./og-image";

describe("og image text fitting", () => {
  it("clamps at a word boundary with an ellipsis", () => {
    expect(clampText("short", 10)).toBe("short");
    const out = clampText("Protect sensitive data wherever it travels, across every endpoint", 40);
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/[, ]…$/);
  });

  it("keeps whole sentences when they fit", () => {
    expect(summarise("Talk to E7 about your data. Reach our four offices by phone or email any day.", 40)).toBe("Talk to E7 about your data.");
    expect(summarise("One very long sentence without any full stop that runs past the limit", 30).endsWith("…")).toBe(true);
  });

  it("shrinks the type for longer titles", () => {
    expect(titleFontSize("Contact Us")).toBeGreaterThan(titleFontSize("A much longer title that needs two or three lines to fit"));
  });

  it("leaves out what the card's fonts cannot draw, so nothing is fetched at run time", () => {
    expect(clampText("Riyadh \u200e· 45,000 — «Café» ₹ € 数据", 80)).toBe("Riyadh · 45,000 — «Café» ₹ €");
    expect(summarise("راتب\u200e 45,000 per month.\u061c", 80)).toBe("راتب 45,000 per month.");
  });
});
