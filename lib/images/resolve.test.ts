import { resolveImageUrl } from "./resolve";

const API = "http://127.0.0.1:4010";

describe("resolveImageUrl", () => {
  it("resolves the API host's relative URLs against its root, never against the page", () => {
    expect(resolveImageUrl("/media/a.png", API)).toBe("http://127.0.0.1:4010/media/a.png");
    expect(resolveImageUrl("media/a.png", API)).toBe("http://127.0.0.1:4010/media/a.png");
    expect(resolveImageUrl("../a.png", API)).toBe("http://127.0.0.1:4010/a.png");
    expect(resolveImageUrl(" http://127.0.0.1:4010/a.png ", API)).toBe("http://127.0.0.1:4010/a.png");
  });

  it("gives nothing for another origin, another scheme, or text that is no URL", () => {
    for (const src of ["https://evil.example/a.png", "//evil.example/a.png", "http://127.0.0.1:4011/a.png", "https://127.0.0.1:4010/a.png", "data:image/png;base64,AAAA", "javascript:alert(1)", "http://[broken", "", "   ", null, undefined]) {
      expect(resolveImageUrl(src, API)).toBeUndefined();
    }
  });

  it("gives nothing for a value that cannot name an image file, so no wrong path is fetched", () => {
    for (const src of ["#top", "?a=1", "/", "http://127.0.0.1:4010", "http://127.0.0.1:4010/#frag", "TBD", "none", "null", "not a url at all"]) {
      expect(resolveImageUrl(src, API)).toBeUndefined();
    }
    for (const src of ["TBD", "#top", "/"]) expect(resolveImageUrl(src, undefined)).toBeUndefined();
    expect(resolveImageUrl("cover.png", API)).toBe("http://127.0.0.1:4010/cover.png");
    expect(resolveImageUrl("/media/42", API)).toBe("http://127.0.0.1:4010/media/42");
    expect(resolveImageUrl("My photo.png", API)).toBe("http://127.0.0.1:4010/My%20photo.png");
  });

  it("keeps the site's own content to the site's own paths", () => {
    expect(resolveImageUrl("/images/blog/a.svg", undefined)).toBe("/images/blog/a.svg");
    expect(resolveImageUrl("images/blog/a.svg", undefined)).toBe("/images/blog/a.svg");
    expect(resolveImageUrl("https://cdn.example.com/a.png", undefined)).toBeUndefined();
    expect(resolveImageUrl("//cdn.example.com/a.png", undefined)).toBeUndefined();
  });
});
