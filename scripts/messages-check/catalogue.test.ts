import { catalogueProblems, placeholders, type Catalogue } from "./catalogue";

const areas = (byLocale: Record<string, Catalogue>) => new Map([["forms", new Map(Object.entries(byLocale))]]);

describe("the message catalogue check", () => {
  it("accepts locales with English's keys and placeholders", () => {
    const ok = { Form: { sent: "Sent {count, plural, one {# file} other {# files}}", name: "Name" } };
    expect(catalogueProblems(areas({ en: ok, ar: { Form: { sent: "أُرسل {count, plural, one {ملف} other {# ملفات}}", name: "الاسم" } } }), "en")).toEqual([]);
  });

  it("names a missing, an extra, an empty message and changed placeholders", () => {
    const en = { Form: { name: "Name {who}", email: "Email" } };
    const tr = { Form: { name: "Ad {kim}", phone: "Telefon", email: " " } };
    expect(catalogueProblems(areas({ en, tr }), "en").sort()).toEqual(
      [
        "forms/tr.json: Form.email is empty or not text",
        "forms/tr.json: Form.name uses {kim} where en uses {who}",
        "forms/tr.json: Form.phone is not in en",
      ].sort(),
    );
  });

  it("reads ICU argument names, not the words of plural branches", () => {
    expect(placeholders("{count, plural, one {# item} other {# items}} for {name}")).toEqual(["count", "name"]);
  });
});
