import { requestLocale } from "./api-locale";
import { countryLists } from "./localized-countries";

const asking = (header?: string) => new Request("http://localhost/api/lead", { method: "POST", headers: header ? { "accept-language": header } : {} });

describe("requestLocale", () => {
  it("takes the client's most wanted language among en, ar and tr, English otherwise", () => {
    expect(requestLocale(asking())).toBe("en");
    expect(requestLocale(asking("ar-SA,ar;q=0.9,en;q=0.8"))).toBe("ar");
    expect(requestLocale(asking("de-DE, tr;q=0.7, en;q=0.5"))).toBe("tr");
    expect(requestLocale(asking("en;q=0.4, tr;q=0.6"))).toBe("tr");
    expect(requestLocale(asking("fr, de"))).toBe("en");
    expect(requestLocale(asking("ar;q=0, tr;q=0"))).toBe("en");
  });
});

describe("countryLists", () => {
  it("labels the countries in the locale and keeps the English names and codes as values", () => {
    expect(countryLists("en")).toBeUndefined();
    const arabic = countryLists("ar")!;
    expect(arabic.countries).toContainEqual({ value: "United Arab Emirates", label: "الإمارات العربية المتحدة" });
    expect(arabic.countries).toContainEqual({ value: "Palestine", label: "فلسطين" });
    expect(arabic.dialCodes).toContainEqual({ value: "+966", label: "+966 المملكة العربية السعودية" });
    const turkish = countryLists("tr")!;
    expect(turkish.countries).toContainEqual({ value: "Germany", label: "Almanya" });
    expect(turkish.countries.length).toBe(arabic.countries.length);
  });
});
