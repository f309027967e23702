import { routeMetadata } from "@/content/route-metadata";
import { routeMetadataFor } from "@/content/route-metadata.locales";
import type { BlogPost } from "@/lib/api/types";
import { routeMeta } from "./metadata";
import { locales } from "@/lib/i18n/locales";
import { staticOgImagePath, staticRouteFromOgSegments } from "./og-paths";
import { blogPostingJsonLd, breadcrumbTrail, faqPageJsonLd, jobApplicationTrail } from "./page-json-ld";

const base = "https://www.example.com";

describe("breadcrumb trails", () => {
  it("skips ancestors that are not pages and names pages briefly", () => {
    expect(breadcrumbTrail("/solutions/industry/finance", undefined, "en")).toEqual([
      { name: "Home", path: "/" },
      { name: "Solutions", path: "/solutions" },
      { name: "Finance & Banking", path: "/solutions/industry/finance" },
    ]);
    expect(breadcrumbTrail("/compliance/gdpr", "GDPR", "en").map((c) => c.name)).toEqual(["Home", "Compliance", "GDPR"]);
  });

  it("puts jobs under the job board and the board under careers", () => {
    expect(breadcrumbTrail("/job-details/42", "Security Engineer", "en").map((c) => c.path)).toEqual(["/", "/careers", "/job-postings", "/job-details/42"]);
    expect(breadcrumbTrail("/job-postings", undefined, "en").map((c) => c.name)).toEqual(["Home", "Careers", "Job Openings"]);
  });

  it("puts an application form under its job", () => {
    expect(jobApplicationTrail("a b", "Security Engineer", "en")).toEqual([
      { name: "Home", path: "/" },
      { name: "Careers", path: "/careers" },
      { name: "Job Openings", path: "/job-postings" },
      { name: "Security Engineer", path: "/job-details/a%20b" },
      { name: "Apply", path: "/job-application/a%20b" },
    ]);
  });
});

describe("FAQPage", () => {
  it("turns accordion items into questions with answers", () => {
    const data = faqPageJsonLd(base, "/partners", [{ question: "Who can join?", answer: "Resellers </script> & MSPs." }]);
    expect(data).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Who can join?", acceptedAnswer: { "@type": "Answer", text: "Resellers </script> & MSPs." } }],
    });
  });

  it("says the language of its questions", () => {
    expect(faqPageJsonLd(base, "/tr/careers", [{ question: "Q", answer: "A" }], "tr")).toMatchObject({ url: `${base}/tr/careers`, inLanguage: "tr" });
    expect(faqPageJsonLd(base, "/careers", [])).toMatchObject({ inLanguage: "en" });
  });
});

describe("BlogPosting", () => {
  const post: BlogPost = {
    id: "1",
    slug: "zero trust",
    title: "Zero trust for files",
    date: "March 4, 2026",
    isoDate: "2026-03-04T09:00:00.000Z",
    excerpt: "Short excerpt",
    content: "<p>x</p>",
    image: "/images/blog/zero-trust.svg",
    category: "data-security",
    author: "",
    keywords: ["zero trust", "encryption"],
  };

  it("has headline, dates, absolute image and an organisation author when the post names none", () => {
    const data = blogPostingJsonLd(base, post) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      headline: "Zero trust for files",
      datePublished: post.isoDate,
      image: [`${base}/images/blog/zero-trust.svg`],
      url: `${base}/blogs/zero%20trust`,
      author: { "@type": "Organization" },
      keywords: "zero trust, encryption",
      articleSection: "data security",
    });
    expect(blogPostingJsonLd(base, { ...post, author: "Ada", image: "https://cdn.example.org/a.png" })).toMatchObject({
      author: { "@type": "Person", name: "Ada" },
      image: ["https://cdn.example.org/a.png"],
    });
  });

  it("names an API host's image by the site's optimizer, which a crawler can reach when the host is private", () => {
    const api = "http://10.0.0.5:8080";
    expect(blogPostingJsonLd(base, { ...post, image: `${api}/media/cover.png`, imageOrigin: api }).image).toEqual([
      `${base}/_next/image?url=${encodeURIComponent(`${api}/media/cover.png`)}&w=1200&q=75`,
    ]);
    expect(blogPostingJsonLd(base, { ...post, image: `${api}/media/cover.svg`, imageOrigin: api }).image).toEqual([`${api}/media/cover.svg`]);
    // The host's post whose cover fell back to the site's default.
    expect(blogPostingJsonLd(base, { ...post, image: "/images/blog/default-cover.svg", imageOrigin: api }).image).toEqual([`${base}/images/blog/default-cover.svg`]);
  });
});

describe("static sharing cards", () => {
  it("round-trips every static route through its card URL", () => {
    for (const locale of locales) {
      for (const route of Object.keys(routeMetadata).filter((r) => r !== "/")) {
        const segments = staticOgImagePath(route, locale).slice("/og/".length).split("/");
        expect(staticRouteFromOgSegments(segments)).toEqual({ route, locale });
      }
    }
    expect(staticOgImagePath("/")).toBe("/opengraph-image");
    expect(staticOgImagePath("/", "ar")).toBe("/ar/opengraph-image");
    expect(staticOgImagePath("/contact", "tr")).toBe("/og/tr/contact.png");
    expect(staticRouteFromOgSegments(["nowhere.png"])).toBeNull();
    expect(staticRouteFromOgSegments(["blindspot"])).toBeNull();
  });

  it("gives each static page its own card, home the site-wide one, described in the page's language", () => {
    expect(routeMeta("/blindspot").openGraph).toMatchObject({ images: [{ url: "/og/blindspot.png", width: 1200, height: 630 }] });
    expect(routeMeta("/blindspot").twitter).toMatchObject({ images: [{ url: "/og/blindspot.png" }] });
    expect(routeMeta("/").openGraph).toMatchObject({ images: [{ url: "/opengraph-image", alt: routeMetadata["/"].title }] });
    expect(routeMeta("/", "ar").openGraph).toMatchObject({ images: [{ url: "/ar/opengraph-image", alt: routeMetadataFor("ar")["/"].title }] });
  });
});

describe("breadcrumb trails in Arabic and Turkish", () => {
  it("name the pages in the locale and link the locale's URLs", () => {
    expect(breadcrumbTrail("/job-details/42", "Security Engineer", "ar")).toEqual([
      { name: "الرئيسية", path: "/ar" },
      { name: "الوظائف", path: "/ar/careers" },
      { name: "الوظائف الشاغرة", path: "/ar/job-postings" },
      { name: "Security Engineer", path: "/ar/job-details/42" },
    ]);
    expect(jobApplicationTrail("42", "Security Engineer", "tr").map((c) => `${c.name} ${c.path}`)).toEqual([
      "Ana Sayfa /tr",
      "Kariyer /tr/careers",
      "Açık Pozisyonlar /tr/job-postings",
      "Security Engineer /tr/job-details/42",
      "Başvuru /tr/job-application/42",
    ]);
  });
});
