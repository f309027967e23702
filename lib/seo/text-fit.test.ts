import { fitDescription, fitTitle, fitTitleAround } from "./text-fit";

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

describe("fitTitleAround", () => {
  const careers = (title: string) => `${title} (E7-SEC-007) | Careers at E7`;
  const arabicApply = (title: string) => `التقدّم لوظيفة ${title} (E7-SEC-007) | الوظائف في E7`;
  const long = "Security Researcher, Endpoint Protection";

  it("keeps a title that fits exactly as built", () => {
    expect(fitTitleAround(careers, "Site Reliability Engineer")).toBe("Site Reliability Engineer (E7-SEC-007) | Careers at E7");
  });

  it("drops the brand before it cuts the job's title", () => {
    expect(fitTitleAround(careers, long)).toBe("Security Researcher, Endpoint Protection (E7-SEC-007)");
  });

  it("then cuts only the job's title, keeping the job number", () => {
    const longer = "Principal Security Researcher, Endpoint and Network Protection";
    expect(fitTitleAround(careers, longer)).toBe("Principal Security Researcher, Endpoint and… (E7-SEC-007)");
    const arabic = fitTitleAround(arabicApply, longer);
    expect(arabic).toBe("التقدّم لوظيفة Principal Security Researcher… (E7-SEC-007)");
    for (const title of [fitTitleAround(careers, longer), arabic]) expect(title.length).toBeLessThanOrEqual(65);
  });

  it("cuts the whole when the identifier leaves no room for the job's title", () => {
    const out = fitTitleAround((title) => `${title} (${"X".repeat(60)}) | Careers at E7`, long);
    expect(out.length).toBeLessThanOrEqual(65);
    expect(out.startsWith("Security Researcher")).toBe(true);
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
