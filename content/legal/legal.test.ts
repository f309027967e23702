import { privacyPolicy } from "./privacy";
import { termsOfUse } from "./terms";
import { isLegalTable, type LegalDocument } from "./types";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

describe.each([
  ["privacy", privacyPolicy],
  ["terms", termsOfUse],
] as [string, LegalDocument][])("%s document", (_name, doc) => {
  it("has unique, numbered sections", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    doc.sections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `)).toBe(true));
  });

  it("has well-formed tables and links", () => {
    for (const block of doc.sections.flatMap((s) => s.blocks)) {
      if (isLegalTable(block)) {
        for (const row of block.rows) expect(row).toHaveLength(block.head.length);
        continue;
      }
      const texts = typeof block === "string" ? [block] : [...block];
      for (const text of texts) {
        for (const [, , href] of text.matchAll(LINK)) expect(href).toMatch(/^(\/|https:\/\/|mailto:|tel:)/);
        // A bracket that is not part of a [label](href) link would show up raw on the page.
        expect(text.replace(LINK, "")).not.toMatch(/[[\]]/);
      }
    }
  });

  it("has a valid last-updated date", () => {
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false);
  });
});

it("the privacy notice covers what a GDPR notice must", () => {
  const titles = privacyPolicy.sections.map((s) => s.title.replace(/^\d+\. /, ""));
  expect(titles).toEqual(
    expect.arrayContaining(["Who we are", "Why we use it and our lawful bases", "Who we share it with", "International transfers", "How long we keep it", "Your rights", "Complaints"]),
  );
});
