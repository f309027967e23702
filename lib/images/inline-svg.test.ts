import { readFileSync } from "node:fs";
import { inlineSvg } from "./inline-svg";

describe("inlineSvg", () => {
  it("turns a site SVG into a data: URL that holds the whole drawing and nothing a URL would break on", () => {
    const uri = inlineSvg("/images/careers/hero.svg");
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const body = uri.slice("data:image/svg+xml,".length);
    expect(body).not.toMatch(/[<>#"\n\t]/);
    const drawing = decodeURIComponent(body);
    expect(drawing).toContain("viewBox='0 0 560 440'");
    // Every element of the file is still there.
    const file = readFileSync("public/images/careers/hero.svg", "utf8");
    expect(drawing.match(/<[a-zA-Z]/g)).toHaveLength(file.match(/<[a-zA-Z]/g)!.length);
  });

  it("refuses anything but the site's own /images/….svg", () => {
    for (const src of ["/images/../server.mjs", "/images/a.png", "https://cdn.example/a.svg", "images/a.svg", "/_next/static/a.svg"]) {
      expect(() => inlineSvg(src)).toThrow(/inlineSvg/);
    }
  });
});
