import { arabicPresentationForms } from "./arabic-forms";
import { drawnRun } from "./og-bidi";

const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));

describe("Arabic letters in their joined forms", () => {
  it("gives each letter its initial, medial, final or isolated form", () => {
    // ب ي ت: initial beh, medial yeh, final teh.
    expect(codes(arabicPresentationForms("بيت"))).toEqual(["fe91", "fef4", "fe96"]);
    // د ا ر: dal and alef never join forward, so all three stand alone.
    expect(codes(arabicPresentationForms("دار"))).toEqual(["fea9", "fe8d", "fead"]);
  });

  it("joins lam and alef into their ligature and drops short vowels", () => {
    expect(codes(arabicPresentationForms("لا"))).toEqual(["fefb"]);
    expect(codes(arabicPresentationForms("سلام"))).toEqual(["feb3", "fefc", "fee1"]);
    expect(arabicPresentationForms("احمِ")).toBe(arabicPresentationForms("احم"));
  });

  it("leaves other characters alone and draws a word right to left", () => {
    expect(arabicPresentationForms("E7، 2026")).toBe("E7، 2026");
    expect(drawnRun({ text: "بيت", level: 1 })).toBe("\ufe96\ufef4\ufe91");
  });
});
