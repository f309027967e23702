import { fitDescription, fitTitle } from "./text-fit";

describe("fitTitle", () => {
  it("keeps titles that fit and drops suffixes from long ones", () => {
    expect(fitTitle("Contact E7 | Talk to Our Data Security Team")).toBe("Contact E7 | Talk to Our Data Security Team");
    expect(fitTitle("Security Researcher, Endpoint Protection (E7-SEC-007) | Careers at E7")).toBe(
      "Security Researcher, Endpoint Protection (E7-SEC-007)",
    );
  });

  it("cuts a long title without a suffix at a word", () => {
    const out = fitTitle("A remarkably long article title about insider threats, screenshots and leak prevention today");
    expect(out.length).toBeLessThanOrEqual(65);
    expect(out.endsWith("…")).toBe(true);
  });
});

describe("fitDescription", () => {
  it("keeps whole sentences within 160 characters", () => {
    const text =
      "Security Researcher, Security Research, in London. Full Time, Senior. Salary: £70,000-£95,000 / year. Apply online by Dec 31, 2026 or send us your resume at any time.";
    const out = fitDescription(text);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith(".")).toBe(true);
    expect(text.startsWith(out)).toBe(true);
  });

  it("cuts one long sentence at a word", () => {
    const out = fitDescription(`${"word ".repeat(50)}end`);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("…")).toBe(true);
  });
});
