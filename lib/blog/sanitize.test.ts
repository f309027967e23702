/** @jest-environment jsdom */
import { execFileSync } from "node:child_process";
import path from "node:path";

const API = "http://127.0.0.1:4010";

/**
 * jsdom (under isomorphic-dompurify) loads ES modules through require(), which Node 20.19 allows but Jest's module
 * runtime does not: the sanitizer runs in a real Node process here, as it does in the server (in production mode, as
 * there: next/image checks image hosts against next.config only in development). One process for all the inputs.
 */
function sanitizeInNode(inputs: [html: string, apiOrigin?: string][]): string[] {
  const root = path.resolve(__dirname, "../..");
  const script = `import { sanitizeBlogHtml } from "./lib/blog/sanitize.ts"; process.stdout.write(JSON.stringify(${JSON.stringify(inputs)}.map(([html, origin]) => sanitizeBlogHtml(html, origin ?? undefined))));`;
  const out = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--eval", script], { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  return JSON.parse(out) as string[];
}

/** The <img> elements of an HTML fragment, as attribute maps. */
function images(html: string): Record<string, string>[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll("img"), (img) => Object.fromEntries(Array.from(img.attributes, (a) => [a.name, a.value])));
}

describe("sanitizeBlogHtml", () => {
  let out: string[];
  beforeAll(() => {
    out = sanitizeInNode([
      [
        '<h2>Heading</h2><p>Text <a href="https://example.com">link</a></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">bad</a><ul><li>one</li></ul><form action="/x"><input name="a"></form>',
        API,
      ],
      ['<p><img src="/media/figure.png"></p><img src="media/chart.png" width="400" height="300px" alt="Chart">', API],
      ['<img src="https://elsewhere.example/a.png" alt="Kept elsewhere"><img src="http://[broken"><img src=""><img src="data:image/png;base64,AAAA"><p>after</p>', API],
      ['<picture><source srcset="/media/wide.png"><img src="/media/a.png" srcset="/media/a-2x.png 2x" sizes="50vw"></picture><table background="bg.png"><tr><td>t</td></tr></table><video src="v.mp4" poster="p.png"></video>', API],
      ['<img src="media/diagram.svg" width="50%" height="abc">', API],
      ['<img src="images/blog/a.svg" alt="Own">'],
    ]);
  }, 30_000);

  it("removes scripts, event handlers and javascript: URLs but keeps the article's structure", () => {
    expect(out[0]).toContain("<h2>Heading</h2>");
    expect(out[0]).toContain('<a href="https://example.com">link</a>');
    expect(out[0]).toContain("<li>one</li>");
    expect(images(out[0]!)).toEqual([expect.objectContaining({ alt: "x" })]);
    expect(out[0]).not.toMatch(/<script|onerror|javascript:|<form|<input/i);
  });

  it("sends the API host's images through the optimizer, resolved against the host, with a reserved box", () => {
    const [figure, chart] = images(out[1]!);
    // No alt from the author: empty, so a screen reader skips it instead of reading a file name.
    expect(figure).toMatchObject({ alt: "", width: "1200", height: "675", loading: "lazy", style: "aspect-ratio: 1200 / 675" });
    expect(figure!.src).toBe(`/_next/image?url=${encodeURIComponent(`${API}/media/figure.png`)}&w=3840&q=75`);
    // As wide as the column: one candidate per device width, chosen by the column's size.
    expect(figure!.srcset!.split(", ")).toHaveLength(8);
    expect(figure!.srcset).toContain(`/_next/image?url=${encodeURIComponent(`${API}/media/figure.png`)}&w=640&q=75 640w`);
    expect(figure!.sizes).toBe("(min-width: 56rem) 52rem, 100vw");
    // Narrower than the column: its declared size, at 1x and 2x.
    expect(chart).toMatchObject({ alt: "Chart", width: "400", height: "300", style: "aspect-ratio: 400 / 300" });
    expect(chart!.srcset).toBe(
      `/_next/image?url=${encodeURIComponent(`${API}/media/chart.png`)}&w=640&q=75 1x, /_next/image?url=${encodeURIComponent(`${API}/media/chart.png`)}&w=828&q=75 2x`,
    );
    expect(chart!.sizes).toBeUndefined();
  });

  it("never asks for an image from another origin or a broken URL: its alt text stays, if it had one", () => {
    expect(images(out[2]!)).toEqual([]);
    expect(out[2]).toBe("Kept elsewhere<p>after</p>");
  });

  it("keeps no other way for a body to load a file: author srcsets, picture sources, table backgrounds, video", () => {
    const [img] = images(out[3]!);
    expect(img!.srcset).not.toContain("a-2x");
    expect(img!.srcset).toContain(encodeURIComponent(`${API}/media/a.png`));
    expect(out[3]).not.toMatch(/<source|<picture|<video|background=|poster=|wide\.png|v\.mp4/);
  });

  it("serves an SVG as it is, from the API host, in a 16:9 box when its size is not in pixels", () => {
    expect(images(out[4]!)).toEqual([expect.objectContaining({ src: `${API}/media/diagram.svg`, width: "1200", height: "675", alt: "" })]);
    expect(images(out[4]!)[0]!.srcset).toBeUndefined();
  });

  it("keeps the site's own posts to the site's own paths", () => {
    expect(images(out[5]!)).toEqual([expect.objectContaining({ src: "/images/blog/a.svg", alt: "Own" })]);
  });
});
