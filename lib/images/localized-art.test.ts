import { existsSync, readFileSync } from "node:fs";
import { localizedArt } from "./localized-art";

describe("localizedArt", () => {
  it("gives Arabic and Turkish pages their own copy of the artwork with words, and English the original", () => {
    expect(localizedArt("/images/contact/hero.svg", "ar")).toBe("/images/contact/hero-ar.svg");
    expect(localizedArt("/images/compliance/hero.svg", "tr")).toBe("/images/compliance/hero-tr.svg");
    expect(localizedArt("/images/contact/hero.svg", "en")).toBe("/images/contact/hero.svg");
    expect(localizedArt("/images/marketing/blindspot-hero.svg", "ar")).toBe("/images/marketing/blindspot-hero.svg");
  });

  it("each copy exists and differs from the English only in its labels", () => {
    for (const name of ["contact/hero", "careers/hero", "compliance/hero"]) {
      const english = readFileSync(`public/images/${name}.svg`, "utf8").split("\n");
      for (const locale of ["ar", "tr"] as const) {
        const file = `public${localizedArt(`/images/${name}.svg`, locale)}`;
        expect(existsSync(file)).toBe(true);
        const copy = readFileSync(file, "utf8").split("\n");
        expect(copy).toHaveLength(english.length);
        const changed = copy.filter((line, i) => line !== english[i]);
        expect(changed.length).toBeGreaterThan(0);
        for (const line of changed) expect(line).toMatch(/^<path fill="#(d6deef|2dd4bf)" d="M[^"]+"\/>$/);
      }
    }
  });
});
