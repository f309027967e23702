import { englishCaps, eyebrowCaps } from "./og-caps";

describe("a card's eyebrow in capitals", () => {
  it("capitalises the site's label by the card's language and an English department by English rules", () => {
    expect(eyebrowCaps(`Kariyer · ${englishCaps("Engineering")}`, "tr")).toBe("KARİYER · ENGINEERING");
    expect(eyebrowCaps(`E7 Blog · ${englishCaps("insider risk")}`, "tr")).toBe("E7 BLOG · INSIDER RISK");
  });

  it("would dot an English word's i's by Turkish rules, which is why routes capitalise it first", () => {
    expect(eyebrowCaps("Kariyer · Engineering", "tr")).toBe("KARİYER · ENGİNEERİNG");
  });

  it("leaves Arabic as it is and capitalises English cards as before", () => {
    expect(eyebrowCaps(`الوظائف · ${englishCaps("Sales")}`, "ar")).toBe("الوظائف · SALES");
    expect(eyebrowCaps("Careers at E7")).toBe("CAREERS AT E7");
  });
});
