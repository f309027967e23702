import { formatApplyBy, formatLongDate } from "./dates";

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
