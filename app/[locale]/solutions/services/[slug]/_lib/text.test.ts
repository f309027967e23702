import { isExternalUrl, splitFirstWord, splitParagraphs, truncate } from "./text";

describe("service text rules", () => {
  it("splits the description into paragraphs on blank lines", () => {
    expect(splitParagraphs("First line\nstill first.\n\nSecond.\r\n\r\nThird.\n  \n\n")).toEqual(["First line\nstill first.", "Second.", "Third."]);
    expect(splitParagraphs("One paragraph only")).toEqual(["One paragraph only"]);
    expect(splitParagraphs("  \n\n ")).toEqual([]);
  });

  it("styles the first word of the title apart", () => {
    expect(splitFirstWord("Consulting Services")).toEqual({ first: "Consulting", rest: " Services" });
    expect(splitFirstWord("  Advisory and Audit ")).toEqual({ first: "Advisory", rest: " and Audit" });
    expect(splitFirstWord("Consulting")).toEqual({ first: "Consulting", rest: "" });
  });

  it("tells off-site links from site paths", () => {
    expect(isExternalUrl("https://example.com/x")).toBe(true);
    expect(isExternalUrl("//cdn.example.com")).toBe(true);
    expect(isExternalUrl("mailto:a@b.co")).toBe(true);
    expect(isExternalUrl("/request-demo")).toBe(false);
  });

  it("truncates on a character budget", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
  });
});
