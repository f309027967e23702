import { escapeHtml, escapeXml, slugify, sortByText, splitListField, stripTags, truncate } from "./text";

describe("stripTags", () => {
  it("removes tags, scripts and styles and collapses whitespace", () => {
    expect(stripTags("<h2>Title</h2>\n<p>One <strong>two</strong></p><script>alert(1)</script><style>p{}</style>")).toBe("Title One two");
  });
  it("decodes common entities", () => {
    expect(stripTags("<p>R&amp;D &lt;team&gt; &quot;x&quot; it&#39;s&nbsp;here</p>")).toBe(`R&D <team> "x" it's here`);
  });
});

describe("truncate", () => {
  it("keeps text of the limit or shorter", () => {
    expect(truncate("a".repeat(120), 120)).toBe("a".repeat(120));
  });
  it("cuts longer text to the limit plus an ellipsis", () => {
    expect(truncate("a".repeat(121), 120)).toBe(`${"a".repeat(120)}...`);
  });
});

describe("slugify (spec 3: lower-cased, punctuation removed, spaces to hyphens)", () => {
  it.each([
    ["Zero Trust Stops at the Network Edge. Your Files Do Not.", "zero-trust-stops-at-the-network-edge-your-files-do-not"],
    ["Stand-in: Watermarks That Deter Leaks!", "stand-in-watermarks-that-deter-leaks"],
    ["  Spaces   and, commas  ", "spaces-and-commas"],
    ["Café Résumé 2026", "cafe-resume-2026"],
  ])("%s", (title, slug) => expect(slugify(title)).toBe(slug));
});

describe("splitListField (spec 3: bullets or line breaks)", () => {
  it.each([
    ["• One\n• Two", ["One", "Two"]],
    ["• One • Two • Three", ["One", "Two", "Three"]],
    ["· One · Two", ["One", "Two"]],
    ["▪ One ▪ Two", ["One", "Two"]],
    ["- One\n- Two", ["One", "Two"]],
    ["* One\n* Two", ["One", "Two"]],
    ["One\r\nTwo\n\nThree", ["One", "Two", "Three"]],
    ["Build end-to-end tests\n3 - 5 years", ["Build end-to-end tests", "3 - 5 years"]],
  ])("%j", (text, items) => expect(splitListField(text)).toEqual(items));

  it("gives [] for empty, null and undefined", () => {
    expect(splitListField("")).toEqual([]);
    expect(splitListField(null)).toEqual([]);
    expect(splitListField(undefined)).toEqual([]);
  });
  it("accepts an array from hosts that already split", () => {
    expect(splitListField(["• A", "B"])).toEqual(["A", "B"]);
  });
});

describe("sortByText", () => {
  it("orders as English readers expect: accents beside their letter, case ignored", () => {
    const names = ["Czechia", "Côte d'Ivoire", "cuba", "Croatia", "Åland", "Zambia", "Albania"];
    expect(sortByText(names, (n) => n)).toEqual(["Åland", "Albania", "Côte d'Ivoire", "Croatia", "cuba", "Czechia", "Zambia"]);
  });

  it("sorts objects by the text it is given and keeps ties in their order", () => {
    const rows = [{ id: 1, name: "b" }, { id: 2, name: "a" }, { id: 3, name: "B" }];
    expect(sortByText(rows, (r) => r.name).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe("escapeHtml and escapeXml", () => {
  const text = `Tom & Jerry's <b>"best"</b>`;
  it("escapeHtml: safe in elements and double-quoted attributes; apostrophes left as typed", () => {
    expect(escapeHtml(text)).toBe("Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt;");
  });
  it("escapeXml: the same plus the apostrophe, for feeds and sitemaps", () => {
    expect(escapeXml(text)).toBe("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;");
  });
});
