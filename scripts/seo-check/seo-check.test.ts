import { pagesMissingFromSitemap } from "./coverage";
import { decodeEntities, extractPageFacts, internalLinks } from "./html";
import { checkJsonLd, expectedTypes } from "./json-ld";
import { checkPageFacts } from "./page-checks";
import { mapLimit } from "./pool";
import { pngSize } from "./png";
import { isW3cDate, parseSitemap } from "./sitemap";

const url = "http://localhost:3000/compliance/gdpr";
const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const site = [
  { "@context": "https://schema.org", "@type": "WebSite", name: "E7", url: "http://localhost:3000/" },
  {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "E7",
    url: "http://localhost:3000/",
    logo: "http://localhost:3000/logo.svg",
    address: [1, 2, 3, 4].map((n) => ({ "@type": "PostalAddress", streetAddress: `${n} Street` })),
  },
];
const crumbs = {
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [
    { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
    { "@type": "ListItem", position: 2, name: "Compliance", item: "http://localhost:3000/compliance" },
    { "@type": "ListItem", position: 3, name: "GDPR", item: url },
  ],
};

const goodPage = `<!DOCTYPE html><html><head>
<title>GDPR Compliance with E7 Data Security | E7</title>
<meta name="description" content="How E7 helps you meet the GDPR: security of processing, breach readiness and data protection by design &amp; default."/>
<meta name="keywords" content="GDPR,data protection"/>
<link rel="canonical" href="${url}"/>
<meta property="og:title" content="GDPR"/><meta property="og:description" content="d"/>
<meta property="og:image" content="http://localhost:3000/compliance/gdpr/opengraph-image?abc"/>
<meta property="og:url" content="${url}"/><meta name="twitter:card" content="summary_large_image"/>
</head><body>${ld(site)}${ld(crumbs)}
<svg><title>Shield</title></svg><h1 class="x">GDPR</h1>
<a href="/compliance">Back</a><a href="/compliance#list">List</a><a href="mailto:a@b.c">Mail</a><a href="https://x.com/e7">X</a>
<script>self.__next_f.push([1,"<h1>copy in the payload</h1>"])</script>
</body></html>`;

describe("page facts", () => {
  it("reads title, meta, canonical, h1s, JSON-LD and links, ignoring script payloads and svg titles", () => {
    const facts = extractPageFacts(goodPage);
    expect(facts.title).toBe("GDPR Compliance with E7 Data Security | E7");
    expect(facts.meta.description).toContain("by design & default.");
    expect(facts.canonical).toBe(url);
    expect(facts.h1Count).toBe(1);
    expect(facts.jsonLd).toHaveLength(2);
    expect(internalLinks(facts.links, url)).toEqual(["http://localhost:3000/compliance"]);
  });

  it("passes a complete page and names each problem of a poor one", () => {
    expect(checkPageFacts(extractPageFacts(goodPage), url).problems).toEqual([]);
    const poor = `<html><head><title>Short</title><link rel="canonical" href="http://localhost:3000/other"/></head><body><h1>a</h1><h1>b</h1></body></html>`;
    const problems = checkPageFacts(extractPageFacts(poor), url).problems.join("\n");
    expect(problems).toMatch(/2 <h1> elements/);
    expect(problems).toMatch(/title is 5 characters/);
    expect(problems).toMatch(/no meta description/);
    expect(problems).toMatch(/canonical http:\/\/localhost:3000\/other is not/);
    expect(problems).toMatch(/missing og:title, og:description, og:image, og:url, twitter:card/);
    expect(problems).toMatch(/no meta keywords/);
    expect(problems).toMatch(/no WebSite, Organization, BreadcrumbList structured data/);
  });

  it("fails a page without an h1, whatever else it gets right", () => {
    const noH1 = goodPage.replace('<h1 class="x">GDPR</h1>', "<h2>GDPR</h2>");
    expect(checkPageFacts(extractPageFacts(noH1), url).problems).toEqual(["0 <h1> elements, expected exactly 1"]);
    // An h1 that only exists inside the RSC payload does not count.
    expect(extractPageFacts(noH1).h1Count).toBe(0);
  });

  it("fails a page that says noindex although the sitemap lists it", () => {
    const noindex = goodPage.replace("</head>", '<meta name="robots" content="noindex, follow"/></head>');
    expect(checkPageFacts(extractPageFacts(noindex), url).problems.join("\n")).toMatch(/robots says "noindex, follow"/);
  });

  it("reads the page's visible text without markup, scripts or entities", () => {
    expect(extractPageFacts(goodPage).text).toContain("GDPR Back List Mail X");
    expect(extractPageFacts(goodPage).text).not.toContain("payload");
  });

  it("decodes entities", () => {
    expect(decodeEntities("a &amp; b &#39;c&#x27; &lt;d&gt; &unknown;")).toBe("a & b 'c' <d> &unknown;");
  });
});

describe("JSON-LD rules", () => {
  it("reports unparsable blocks and missing required properties", () => {
    const { problems } = checkJsonLd(
      [
        "{not json",
        JSON.stringify({ "@context": "https://schema.org", "@type": "JobPosting", title: "Engineer" }),
        JSON.stringify({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?" }] }),
      ],
      url,
    );
    expect(problems.join("\n")).toMatch(/block 1 does not parse/);
    expect(problems.join("\n")).toMatch(/JobPosting: missing description, datePosted, hiringOrganization/);
    expect(problems.join("\n")).toMatch(/JobPosting: no jobLocation/);
    expect(problems.join("\n")).toMatch(/FAQPage question 1: no acceptedAnswer.text/);
  });

  it("requires FAQ questions and answers to be shown on the page", () => {
    const faq = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Who can join?", acceptedAnswer: { "@type": "Answer", text: "Resellers & MSPs." } },
        { "@type": "Question", name: "Is it free?", acceptedAnswer: { "@type": "Answer", text: "Yes, for <b>partners</b>." } },
      ],
    });
    const shown = "FAQ Who can join? Resellers & MSPs. Is it free? Yes, for partners .";
    expect(checkJsonLd([faq], url, shown).problems).toEqual([]);
    expect(checkJsonLd([faq], url, "FAQ Who can join? Resellers & MSPs.").problems).toEqual(['FAQPage question 2 is not on the page: "Is it free?"']);
    expect(checkJsonLd([faq], url, "Who can join? Someone else. Is it free? Yes, for partners.").problems).toEqual(["FAQPage answer 1 is not on the page"]);
    const empty = JSON.stringify({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] });
    expect(checkJsonLd([empty], url, shown).problems.join("\n")).toMatch(/FAQPage: missing mainEntity|FAQPage: no questions/);
  });

  it("expects the types each kind of page promises", () => {
    expect(expectedTypes("/")).toEqual(["WebSite", "Organization"]);
    expect(expectedTypes("/careers")).toEqual(["WebSite", "Organization", "FAQPage"]);
    expect(expectedTypes("/blogs/a-post")).toEqual(["WebSite", "Organization", "BreadcrumbList", "BlogPosting"]);
    expect(expectedTypes("/job-details/7")).toEqual(["WebSite", "Organization", "BreadcrumbList", "JobPosting"]);
  });
});

describe("sitemaps", () => {
  it("reads an index and a urlset", () => {
    expect(parseSitemap('<?xml version="1.0"?><sitemapindex><sitemap><loc>http://h/sitemap-0.xml</loc></sitemap></sitemapindex>')).toEqual({
      kind: "index",
      sitemaps: ["http://h/sitemap-0.xml"],
    });
    const set = parseSitemap("<urlset><url><loc>http://h/a?x=1&amp;y=2</loc><lastmod>2026-01-02</lastmod></url>\n<url><loc>http://h/b</loc></url></urlset>");
    expect(set).toEqual({ kind: "urlset", urls: [{ loc: "http://h/a?x=1&y=2", lastmod: "2026-01-02" }, { loc: "http://h/b" }] });
    expect(parseSitemap("<html></html>").kind).toBe("invalid");
  });

  it("accepts W3C dates only", () => {
    expect(isW3cDate("2026-03-04T09:00:00.000Z")).toBe(true);
    expect(isW3cDate("2026-03-04T09:00:00+01:00")).toBe(true);
    expect(isW3cDate("2026-03-04")).toBe(true);
    expect(isW3cDate("March 4, 2026")).toBe(false);
  });
});

describe("sitemap coverage", () => {
  const page = (path: string, extra: Partial<{ canonical: string | null; indexable: boolean }> = {}) => ({
    url: `http://h${path}`,
    canonical: `http://h${path}`,
    indexable: true,
    ...extra,
  });

  it("names indexable linked pages the sitemap leaves out, once each with the pages linking to them", () => {
    const missing = pagesMissingFromSitemap(
      ["http://h/", "http://h/jobs", "http://h/compliance?page=2"],
      [
        { from: "http://h/", page: page("/jobs/apply/1") },
        { from: "http://h/jobs", page: page("/jobs/apply/1") },
        { from: "http://h/jobs", page: page("/jobs/apply/1") },
        { from: "http://h/", page: page("/jobs?location=London", { canonical: "http://h/jobs" }) },
        { from: "http://h/", page: page("/compliance?page=2") },
        { from: "http://h/", page: page("/job-details", { indexable: false }) },
        { from: "http://h/jobs", page: page("/", { canonical: "/" }) },
        { from: "http://h/", page: undefined },
      ],
    );
    expect([...missing]).toEqual([["http://h/jobs/apply/1", ["http://h/", "http://h/jobs"]]]);
  });
});

describe("png header", () => {
  it("reads width and height from IHDR", () => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 1200);
    new DataView(bytes.buffer).setUint32(20, 630);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(new TextEncoder().encode("<svg></svg> and more bytes here"))).toBeNull();
  });
});

describe("mapLimit", () => {
  it("keeps order and never exceeds the limit", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBeLessThanOrEqual(2);
  });
});
