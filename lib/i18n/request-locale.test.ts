import { requestLocale } from "./request-locale";

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
