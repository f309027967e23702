import { leavesPage, otherLanguageTarget, prefetchable, softNavigationTarget } from "./soft-navigation";

const here = new URL("https://www.example.com/compliance?page=2");
const target = (href: string, extra: Partial<Parameters<typeof softNavigationTarget>[0]> = {}) =>
  softNavigationTarget({ href, ...extra }, here);

describe("prefetchable", () => {
  it("does not prefetch the form pages, whatever their query or fragment", () => {
    for (const href of ["/request-demo", "/contact", "/contact#contact-form", "/job-application/e7-eng-014", "/job-application/e7-eng-014?ref=careers"]) {
      expect(prefetchable(href)).toBe(false);
    }
  });

  it("prefetches every other page", () => {
    for (const href of ["/", "/blindspot", "/compliance/gdpr", "/job-details/e7-eng-014", "/contact-us", "/job-application", "/blogs?category=Compliance"]) {
      expect(prefetchable(href)).toBe(true);
    }
  });
});

describe("softNavigationTarget", () => {
  it("navigates in the app to pages of this origin, keeping query and fragment", () => {
    expect(target("https://www.example.com/blindspot")).toBe("/blindspot");
    expect(target("/compliance?page=3")).toBe("/compliance?page=3");
    expect(target("/compliance/gdpr#fines")).toBe("/compliance/gdpr#fines");
    expect(target("/", { target: "_self" })).toBe("/");
  });

  it("leaves other origins and schemes to the browser", () => {
    expect(target("https://elsewhere.example/blindspot")).toBeNull();
    expect(target("http://www.example.com/blindspot")).toBeNull();
    expect(target("mailto:sales@example.com")).toBeNull();
    expect(target("tel:+15551234567")).toBeNull();
  });

  it("leaves new tabs, downloads and clicks handled elsewhere to the browser", () => {
    expect(target("/blindspot", { target: "_blank" })).toBeNull();
    expect(target("/blindspot", { download: true })).toBeNull();
    expect(target("/blindspot", { handledElsewhere: true })).toBeNull();
  });

  it("leaves route handlers and files to the browser", () => {
    for (const href of ["/api/jobs", "/api", "/_next/static/x.js", "/sitemap.xml", "/og/home.png", "/robots.txt"]) {
      expect(target(href)).toBeNull();
    }
  });

  it("leaves a jump within the same page to the browser, but not the same page's other query", () => {
    expect(target("/compliance?page=2#regimes")).toBeNull();
    expect(target("#main")).toBeNull();
    expect(target("/compliance#regimes")).toBe("/compliance#regimes");
  });
});

describe("leavesPage", () => {
  const leaves = (href: string, extra: Partial<Parameters<typeof leavesPage>[0]> = {}) => leavesPage({ href, ...extra }, here);

  it("is true for another page, this page's other query, another language and another site", () => {
    for (const href of ["/blindspot", "/compliance", "/compliance?page=3", "/ar/compliance?page=2", "https://elsewhere.example/", "mailto:sales@example.com"]) {
      expect(leaves(href)).toBe(true);
    }
    expect(leaves("/ar/compliance?page=2", { hreflang: "ar" })).toBe(true);
  });

  it("is false for a jump within the page, a new tab or window, a download and a click that was not a plain one", () => {
    expect(leaves("#main")).toBe(false);
    expect(leaves("/compliance?page=2#regimes")).toBe(false);
    expect(leaves("/blindspot", { target: "_blank" })).toBe(false);
    expect(leaves("/blindspot", { download: true })).toBe(false);
    expect(leaves("/blindspot", { handledElsewhere: true })).toBe(false);
  });
});

describe("otherLanguageTarget", () => {
  const other = (href: string, extra: Partial<Parameters<typeof otherLanguageTarget>[0]> = {}) => otherLanguageTarget({ href, hreflang: "ar", ...extra }, here);

  it("is the switcher's address, query kept, for a link to this site in another language followed in this tab", () => {
    expect(other("https://www.example.com/ar/compliance?page=2")).toBe("https://www.example.com/ar/compliance?page=2");
  });

  it("is null for other links, other sites, new tabs, downloads and clicks handled elsewhere", () => {
    expect(other("/ar/compliance", { hreflang: undefined })).toBeNull();
    expect(other("https://elsewhere.example/ar")).toBeNull();
    expect(other("/ar/compliance", { target: "_blank" })).toBeNull();
    expect(other("/ar/compliance", { download: true })).toBeNull();
    expect(other("/ar/compliance", { handledElsewhere: true })).toBeNull();
  });
});
