import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * jsdom (under isomorphic-dompurify) loads ES modules through require(), which Node 20.19 allows but Jest's module
 * runtime does not: the sanitizer runs in a real Node process here, as it does in the server.
 */
function sanitizeInNode(html: string): string {
  const root = path.resolve(__dirname, "../..");
  const script = `import { sanitizeBlogHtml } from "./lib/blog/sanitize.ts"; process.stdout.write(sanitizeBlogHtml(${JSON.stringify(html)}));`;
  return execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--eval", script], { cwd: root, encoding: "utf8" });
}

describe("sanitizeBlogHtml", () => {
  it("removes scripts, event handlers and javascript: URLs but keeps the article's structure", () => {
    const out = sanitizeInNode(
      '<h2>Heading</h2><p>Text <a href="https://example.com">link</a></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">bad</a><ul><li>one</li></ul><form action="/x"><input name="a"></form>',
    );
    expect(out).toContain("<h2>Heading</h2>");
    expect(out).toContain('<a href="https://example.com">link</a>');
    expect(out).toContain("<li>one</li>");
    expect(out).toContain('<img src="x.png" alt="x">');
    expect(out).not.toMatch(/<script|onerror|javascript:|<form|<input/i);
  }, 20_000);
});
