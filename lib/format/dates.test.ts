import { formatApplyBy, formatLongDate, formatUtcDate } from "./dates";

describe("formatLongDate (long US-English date)", () => {
  it("formats month, day and year", () => {
    expect(formatLongDate("2026-03-04T10:00:00.000Z")).toBe("March 4, 2026");
  });
  it("uses the UTC calendar day, so server and browser agree", () => {
    expect(formatLongDate("2026-12-31T23:30:00.000Z")).toBe("December 31, 2026");
  });
  it("gives an empty string for missing or unreadable dates", () => {
    expect(formatLongDate(undefined)).toBe("");
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("formatApplyBy ('Mon D, YYYY' or 'Open')", () => {
  it("formats the deadline", () => {
    expect(formatApplyBy("2026-12-05T00:00:00.000Z")).toBe("Dec 5, 2026");
  });
  it.each([null, undefined, "", "soon"])("is 'Open' for %p", (deadline) => {
    expect(formatApplyBy(deadline)).toBe("Open");
  });
});

describe("formatUtcDate", () => {
  const us = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, day: "numeric", year: "numeric", timeZone: "UTC" });

  it("writes every month as Intl's en-US format does", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, month + 9, 23, 59));
      expect(formatUtcDate(date)).toBe(us({ month: "short" }).format(date));
      expect(formatUtcDate(date, { long: true })).toBe(us({ month: "long" }).format(date));
    }
  });
});

describe("dates in Arabic and Turkish", () => {
  it("write the month's name and Western digits", () => {
    expect(formatLongDate("2026-03-04T10:00:00.000Z", "ar")).toBe("4 مارس 2026");
    expect(formatLongDate("2026-03-04T10:00:00.000Z", "tr")).toBe("4 Mart 2026");
    expect(formatApplyBy("2026-12-05T00:00:00.000Z", "tr")).toBe("5 Ara 2026");
  });
  it("say 'Open' in the locale", () => {
    expect(formatApplyBy(null, "ar")).toBe("مفتوح");
    expect(formatApplyBy(undefined, "tr")).toBe("Açık");
  });
});
