import { countryLists } from "./localized-countries";

describe("countryLists", () => {
  it("labels the countries in the locale and keeps the English names and codes as values", () => {
    expect(countryLists("en")).toBeUndefined();
    const arabic = countryLists("ar")!;
    expect(arabic.countries).toContainEqual({ value: "United Arab Emirates", label: "الإمارات العربية المتحدة" });
    expect(arabic.countries).toContainEqual({ value: "Palestine", label: "فلسطين" });
    // The code isolated left to right, or the sign is drawn after the digits in a right-to-left select.
    expect(arabic.dialCodes).toContainEqual({ value: "+966", label: "\u2066+966\u2069 المملكة العربية السعودية" });
    const turkish = countryLists("tr")!;
    expect(turkish.countries).toContainEqual({ value: "Germany", label: "Almanya" });
    expect(turkish.countries.length).toBe(arabic.countries.length);
  });

  it("gives the dialling-code select a short name where the full one would be cut off beside the number", () => {
    const turkish = countryLists("tr")!;
    expect(turkish.dialCodes).toContainEqual({ value: "+1", label: "+1 ABD / Kanada" });
    expect(turkish.countries).toContainEqual({ value: "United States", label: "Amerika Birleşik Devletleri" });
  });
});
