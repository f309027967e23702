import { currencySymbol, formatMoney, formatSalary, formatSalaryRange, localSalaryText, normalizeSalaryPeriod, withCurrencyCodes } from "./salary";

const LRM = "\u200E";

describe("currencySymbol (spec 9)", () => {
  it.each([
    ["USD", "$"],
    ["EUR", "€"],
    ["GBP", "£"],
    ["INR", "₹"],
    ["CAD", "C$"],
    ["AUD", "A$"],
    ["JPY", "¥"],
    ["CNY", "¥"],
    ["SGD", "S$"],
    ["AED", "د.إ"],
    ["SAR", "ر.س"],
    ["gbp", "£"],
  ])("%s -> %s", (code, symbol) => expect(currencySymbol(code)).toBe(symbol));

  it("shows an unknown code as itself", () => {
    expect(currencySymbol("EGP")).toBe("EGP");
    expect(currencySymbol("TRY")).toBe("TRY");
  });
  it("falls back to '$' when missing", () => {
    expect(currencySymbol(undefined)).toBe("$");
    expect(currencySymbol(null)).toBe("$");
    expect(currencySymbol("")).toBe("$");
  });
});

describe("normalizeSalaryPeriod", () => {
  it.each([
    ["yearly", "yearly"],
    ["monthly", "monthly"],
    ["hourly", "hourly"],
    ["Annual", "yearly"],
    [undefined, "yearly"],
    ["Month", "monthly"],
  ] as const)("%p -> %s", (value, period) => expect(normalizeSalaryPeriod(value)).toBe(period));
});

describe("formatSalary ('symbol min-symbol max / period')", () => {
  it("labels the period Yr, Mo or Hr", () => {
    expect(formatSalary({ minimumPay: 85000, maximumPay: 110000, currency: "GBP", salaryPeriod: "yearly" })).toBe("£85,000-£110,000 / Yr");
    expect(formatSalary({ minimumPay: 7500, maximumPay: 9000, currency: "EUR", salaryPeriod: "monthly" })).toBe("€7,500-€9,000 / Mo");
    expect(formatSalary({ minimumPay: 28, maximumPay: 34.5, currency: "USD", salaryPeriod: "hourly" })).toBe("$28-$34.5 / Hr");
  });
  it("defaults the period to Yr and the currency to $", () => {
    expect(formatSalary({ minimumPay: 50000, maximumPay: 60000 })).toBe("$50,000-$60,000 / Yr");
  });
  it("is 'Competitive' when min or max is missing", () => {
    expect(formatSalary({ maximumPay: 60000, currency: "USD" })).toBe("Competitive");
    expect(formatSalary({ minimumPay: 50000, currency: "USD" })).toBe("Competitive");
    expect(formatSalary({ minimumPay: null, maximumPay: null })).toBe("Competitive");
  });
  it("accepts numeric strings from loose hosts", () => {
    expect(formatSalary({ minimumPay: "90000", maximumPay: "120,000", currency: "USD" })).toBe("$90,000-$120,000 / Yr");
  });
  it("shows an unknown code before the amount", () => {
    expect(formatSalary({ minimumPay: 12000, maximumPay: 15000, currency: "EGP", salaryPeriod: "monthly" })).toBe("EGP 12,000-EGP 15,000 / Mo");
  });
  it("keeps Arabic-script symbols before their amounts in left-to-right text", () => {
    expect(formatSalary({ minimumPay: 35000, maximumPay: 45000, currency: "AED", salaryPeriod: "monthly" })).toBe(
      `د.إ${LRM}35,000-د.إ${LRM}45,000 / Mo`,
    );
    expect(formatMoney(480000, "SAR")).toBe(`ر.س${LRM}480,000`);
  });
});

describe("formatSalaryRange (job detail: no period)", () => {
  it("is the range alone", () => {
    expect(formatSalaryRange({ minimumPay: 95000, maximumPay: 130000, currency: "USD", salaryPeriod: "yearly" })).toBe("$95,000-$130,000");
  });
  it("is 'Competitive' when incomplete", () => {
    expect(formatSalaryRange({ minimumPay: 1 })).toBe("Competitive");
  });
});

describe("withCurrencyCodes (Open Graph cards: Latin fonts only)", () => {
  it("writes Arabic-script symbols as their ISO code and leaves the rest alone", () => {
    const aed = formatSalary({ minimumPay: 45000, maximumPay: 60000, currency: "AED", salaryPeriod: "monthly" });
    expect(withCurrencyCodes(aed)).toBe("AED 45,000-AED 60,000 / Mo");
    expect(withCurrencyCodes(formatMoney(9000, "SAR"))).toBe("SAR 9,000");
    expect(withCurrencyCodes("£90,000-£120,000 / Yr")).toBe("£90,000-£120,000 / Yr");
  });
});

describe("localSalaryText (plain text in each locale: metadata, sharing cards)", () => {
  const aed = { minimumPay: 35000, maximumPay: 45000, currency: "AED", salaryPeriod: "monthly" };
  it("is the English text in English", () => {
    expect(localSalaryText(aed, "en")).toBe(formatSalary(aed));
    expect(localSalaryText(aed, "en", { withPeriod: false })).toBe(formatSalaryRange(aed));
  });
  it("writes Arabic amount first, Turkish with the ISO code, neither with control characters", () => {
    expect(localSalaryText(aed, "ar")).toBe("35,000 د.إ – 45,000 د.إ شهريًا");
    expect(localSalaryText(aed, "tr")).toBe("AED 35.000-AED 45.000 / ay");
    expect(localSalaryText({ minimumPay: 28, maximumPay: 34.5, currency: "USD", salaryPeriod: "hourly" }, "tr")).toBe("$28-$34,5 / saat");
    expect(localSalaryText({}, "ar")).toBe("تنافسي");
  });
});
