import { catalogueProblems, icuError, type Catalogue } from "./catalogue";

const areas = (byLocale: Record<string, Catalogue>) => new Map([["forms", new Map(Object.entries(byLocale))]]);

describe("the message catalogue check", () => {
  it("accepts locales with English's keys, whatever plural forms their language needs", () => {
    const ok = { Form: { sent: "Sent {count, plural, one {# file} other {# files}}", name: "Name" } };
    expect(catalogueProblems(areas({ en: ok, ar: { Form: { sent: "أُرسل {count, plural, one {ملف} other {# ملفات}}", name: "الاسم" } } }), "en")).toEqual([]);
  });

  it("names a missing, an extra, an empty and a broken message, and a list", () => {
    const en = { Form: { name: "Name {who}", email: "Email", steps: { one: "One", two: "Two" }, tips: ["Tip"] } };
    const tr = { Form: { name: "Ad {who", phone: "Telefon", email: " ", steps: { one: "Bir" }, tips: ["İpucu"] } };
    expect(catalogueProblems(areas({ en, tr }), "en").sort()).toEqual(
      [
        "forms/tr.json: Form.email is empty or not text",
        `forms/tr.json: Form.name is not valid ICU (${icuError("Ad {who")})`,
        "forms/tr.json: Form.phone is not in en",
        "forms/tr.json: Form.steps.two is missing",
        "forms/en.json: Form.tips is a list (give its items named keys)",
        "forms/tr.json: Form.tips is a list (give its items named keys)",
      ].sort(),
    );
  });
});
