import { COUNTRY_OPTIONS, DIAL_CODE_OPTIONS } from "./countries";

describe("country options", () => {
  const english = new Intl.Collator("en");

  it("lists every country once, in the order Intl.Collator gives in English", () => {
    const names = COUNTRY_OPTIONS.map((o) => o.label);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort(english.compare));
    expect(names).toContain("Côte d'Ivoire");
  });

  it("names each dialling code after its first two countries and sorts the codes by that name", () => {
    const byCode = new Map(DIAL_CODE_OPTIONS.map((o) => [o.value, o.label]));
    expect(byCode.get("+1")).toBe("+1 United States / Canada");
    expect(byCode.get("+44")).toBe("+44 United Kingdom");
    expect(byCode.get("+243")).toBe("+243 DR Congo");
    expect(COUNTRY_OPTIONS.map((o) => o.label)).toContain("Democratic Republic of the Congo");
    const names = DIAL_CODE_OPTIONS.map((o) => o.label.replace(/^\+\d+ /, ""));
    expect(names).toEqual([...names].sort(english.compare));
  });
});
