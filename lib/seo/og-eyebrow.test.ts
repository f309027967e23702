import { ogEyebrow } from "./og-eyebrow";

describe("ogEyebrow", () => {
  it("names the section of an English path as before", () => {
    expect(ogEyebrow("/solutions/industry/finance")).toBe("Industry solutions");
    expect(ogEyebrow("/solutions")).toBe("Solutions");
    expect(ogEyebrow("/job-details/123")).toBe("Careers at E7");
    expect(ogEyebrow("/unknown")).toBe("E7 Data Security");
  });

  it("writes the label in the card's language", () => {
    expect(ogEyebrow("/solutions/usecase/ip-protection", "ar")).toBe("حالات الاستخدام");
    expect(ogEyebrow("/privacy", "tr")).toBe("Yasal");
    expect(ogEyebrow("/unknown", "tr")).toBe("E7 Veri Güvenliği");
  });
});
