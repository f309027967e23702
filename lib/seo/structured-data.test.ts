import { organizationJsonLd } from "./structured-data";

const officeNames = (locale: "en" | "ar" | "tr") =>
  (JSON.parse(JSON.stringify(organizationJsonLd("https://www.example.com", locale))) as { address: { name: string; addressCountry: string }[] }).address.map((a) => `${a.name} ${a.addressCountry}`);

describe("organizationJsonLd", () => {
  it("names the offices in the page's language, as its footer does, with the same country codes", () => {
    expect(officeNames("en")).toEqual(["Headquarters, England GB", "Egypt office EG", "Turkey office TR", "Dubai office AE"]);
    expect(officeNames("ar")).toEqual(["المقر الرئيسي، إنجلترا GB", "مكتب مصر EG", "مكتب تركيا TR", "مكتب دبي AE"]);
    expect(officeNames("tr")[0]).not.toBe("Headquarters, England");
  });
});
