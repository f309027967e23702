import { formatPostedTime } from "./posted-time";

/** Local-time instants, so the tests hold in any timezone the machine uses. */
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const iso = (time: number) => new Date(time).toISOString();

describe("formatPostedTime (spec 9)", () => {
  const now = at(2026, 11, 23, 15, 30);

  it("same day, under an hour: 'N min ago'", () => {
    expect(formatPostedTime(iso(at(2026, 11, 23, 15, 5)), now)).toBe("25 min ago");
    expect(formatPostedTime(iso(now), now)).toBe("0 min ago");
  });
  it("same day: 'N hour(s) ago'", () => {
    expect(formatPostedTime(iso(at(2026, 11, 23, 14, 20)), now)).toBe("1 hour ago");
    expect(formatPostedTime(iso(at(2026, 11, 23, 1, 0)), now)).toBe("14 hours ago");
  });
  it("the day before: 'Yesterday', even when under 24 hours ago", () => {
    expect(formatPostedTime(iso(at(2026, 11, 22, 23, 50)), now)).toBe("Yesterday");
    expect(formatPostedTime(iso(at(2026, 11, 22, 0, 10)), now)).toBe("Yesterday");
  });
  it("under 7 days: 'N days ago'", () => {
    expect(formatPostedTime(iso(at(2026, 11, 21, 9)), now)).toBe("2 days ago");
    expect(formatPostedTime(iso(at(2026, 11, 17, 9)), now)).toBe("6 days ago");
  });
  it("otherwise the local date, as toLocaleDateString writes it in en-US", () => {
    for (const posted of [at(2026, 11, 16, 9), at(2026, 1, 5, 0, 30), at(2025, 12, 31, 23, 59)]) {
      expect(formatPostedTime(iso(posted), now)).toBe(new Date(posted).toLocaleDateString("en-US"));
    }
  });
  it("gives an empty string for an unreadable date", () => {
    expect(formatPostedTime("never", now)).toBe("");
  });
  it("treats a time slightly in the future (clock skew) as just now", () => {
    expect(formatPostedTime(iso(now + 60_000), now)).toBe("0 min ago");
  });
});

describe("formatPostedTime in Arabic and Turkish", () => {
  const now = at(2026, 11, 23, 15, 30);
  it("uses the locale's relative words with Western digits", () => {
    expect(formatPostedTime(iso(at(2026, 11, 23, 15, 5)), now, "ar")).toBe("قبل 25 دقيقة");
    expect(formatPostedTime(iso(at(2026, 11, 23, 15, 5)), now, "tr")).toBe("25 dakika önce");
    expect(formatPostedTime(iso(at(2026, 11, 23, 1, 0)), now, "tr")).toBe("14 saat önce");
    expect(formatPostedTime(iso(at(2026, 11, 22, 23, 50)), now, "ar")).toBe("أمس");
    expect(formatPostedTime(iso(at(2026, 11, 22, 23, 50)), now, "tr")).toBe("dün");
    expect(formatPostedTime(iso(at(2026, 11, 20, 9)), now, "tr")).toBe("3 gün önce");
  });
  it("writes older dates with the month's name", () => {
    expect(formatPostedTime(iso(at(2026, 3, 4, 12)), now, "tr")).toBe("4 Mar 2026");
    expect(formatPostedTime(iso(at(2026, 3, 4, 12)), now, "ar")).toBe("4 مارس 2026");
  });
});
