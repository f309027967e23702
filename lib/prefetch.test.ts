import { prefetchFor } from "./prefetch";

describe("prefetchFor", () => {
  it("does not prefetch the form pages, whatever their query or fragment", () => {
    expect(prefetchFor("/request-demo")).toBe(false);
    expect(prefetchFor("/contact")).toBe(false);
    expect(prefetchFor("/contact#contact-form")).toBe(false);
    expect(prefetchFor("/job-application/e7-eng-014")).toBe(false);
    expect(prefetchFor("/job-application/e7-eng-014?ref=careers")).toBe(false);
  });

  it("leaves every other page to Next's default", () => {
    for (const href of ["/", "/blindspot", "/compliance/gdpr", "/job-details/e7-eng-014", "/contact-us", "/job-application", "/blogs?category=Compliance"]) {
      expect(prefetchFor(href)).toBeUndefined();
    }
  });
});
