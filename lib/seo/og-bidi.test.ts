import bidiFactory from "bidi-js";
import { drawnRun, rtlUnits, visualOrder, type BidiUnit } from "./og-bidi";

const bidi = bidiFactory();

/** Characters in reverse: how a right-to-left word is handed to satori, before letter joining. */
const rev = (text: string) => [...text].reverse().join("");
/** A unit as drawn, but without letter joining, so that expectations can be written with ordinary Arabic letters. */
const plain = (unit: BidiUnit) => unit.map(({ text, level }) => (level % 2 === 1 ? rev(text) : text)).join("");
/** The units in logical order, as the card places them from the right edge. */
const units = (text: string) => rtlUnits(text).map(plain);
/** The whole line on one row, left to right, as the card draws it when nothing wraps. */
const visualLine = (text: string) => units(text).reverse().join(" ");

describe("right-to-left card lines", () => {
  it("keeps digits in order where they touch Arabic letters or a slash (a decree number, a Hijri year)", () => {
    const [, decree, , year] = units("رقم م/19 لعام 1443هـ");
    expect(decree).toBe(`19/${rev("م")}`);
    expect(year).toBe(`${rev("هـ")}1443`);
  });

  it("mirrors brackets", () => {
    expect(visualLine("(الاتحاد الأوروبي)")).toBe(`(${rev("الأوروبي")} ${rev("الاتحاد")})`);
  });

  it("places a salary range's parts from the right in reading order", () => {
    expect(units("35,000 د.إ – 45,000 د.إ شهريًا")).toEqual(["35,000", rev("د.إ"), "–", "45,000", rev("د.إ"), rev("شهريًا")]);
  });

  it("keeps an eyebrow's separator between its two words", () => {
    expect(units("الوظائف · SALES")).toEqual([rev("الوظائف"), "·", "SALES"]);
  });

  it("keeps consecutive Latin words in one unit, and puts their trailing punctuation on their left", () => {
    expect(units("اكتشف  E7 Blindspot اليوم".replace(/\s+/g, " "))).toEqual([rev("اكتشف"), "E7 Blindspot", rev("اليوم")]);
    expect(units("مدونة E7: دليل")).toEqual([rev("مدونة"), ":E7", rev("دليل")]);
    expect(units("وظيفة Senior Backend Engineer (Remote) في دبي")[1]).toBe("Senior Backend Engineer (Remote)");
  });

  it("draws a text without Arabic letters as a left-to-right paragraph, closing punctuation last", () => {
    const english = "Find out where your sensitive files live, who can reach them and how they could leave, with a fixed-scope…";
    expect(rtlUnits(english)).toEqual([[{ text: english, level: 0 }]]);
    expect(rtlUnits("")).toEqual([]);
  });

  it("draws every line as the Unicode bidi algorithm orders it", () => {
    const lines = [
      "رقم م/19 لعام 1443هـ",
      "(الاتحاد الأوروبي) و NIS2 (EU) 2022/2555",
      "دبي · Full Time · AED 35,000 – AED 45,000 شهريًا",
      "مدونة E7 · PRINT CONTROL",
      "الإصدار ١٢ من Windows 11، يا [صديقي]!",
    ];
    for (const line of lines) expect(visualLine(line)).toBe(bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, "rtl")));
  });

  it("reverses runs by rule L2, the highest levels first", () => {
    const runs = [
      { text: "a", level: 1 },
      { text: "b", level: 2 },
      { text: "c", level: 3 },
      { text: "d", level: 2 },
    ];
    expect(visualOrder(runs).map((run) => run.text)).toEqual(["b", "c", "d", "a"]);
  });
});

describe("a run as satori is given it", () => {
  it("joins a right-to-left run's letters, lam-alef included, before reversing it", () => {
    expect(drawnRun({ text: "بيت", level: 1 })).toBe("\ufe96\ufef4\ufe91");
    expect(drawnRun(rtlUnits("(سلام)")[0]![0]!)).toBe("(\ufee1\ufefc\ufeb3)");
    expect(rtlUnits("لا السلام").map((unit) => drawnRun(unit[0]!))).toEqual(["\ufefb", "\ufee1\ufefc\ufeb4\ufedf\ufe8d"]);
  });

  it("leaves a left-to-right run as it is", () => {
    expect(drawnRun({ text: "E7 (Remote)", level: 2 })).toBe("E7 (Remote)");
  });
});
