import { localeOfPath, localizePath, unlocalizedPath } from "./paths";

describe("localizePath", () => {
  it("leaves English paths unprefixed", () => {
    expect(localizePath("/contact", "en")).toBe("/contact");
    expect(localizePath("/", "en")).toBe("/");
  });

  it("prefixes Arabic and Turkish pages, home without a trailing slash", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/job-postings?page=2#list", "tr")).toBe("/tr/job-postings?page=2#list");
  });

  it("keeps files, route handlers, other origins and already prefixed paths as they are", () => {
    for (const path of ["/blogs/rss.xml", "/api/jobs", "/og/contact.png", "https://example.com/x", "//cdn.example/x", "/ar/contact", "#main"]) {
      expect(localizePath(path, "ar")).toBe(path);
    }
  });
});

describe("unlocalizedPath and localeOfPath", () => {
  it("strip the prefix and name the locale", () => {
    expect(unlocalizedPath("/ar/contact?x=1")).toBe("/contact?x=1");
    expect(unlocalizedPath("/tr")).toBe("/");
    expect(unlocalizedPath("/contact")).toBe("/contact");
    expect(localeOfPath("/tr/blogs")).toBe("tr");
    expect(localeOfPath("/artists")).toBe("en");
  });
});
