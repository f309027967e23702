import { describe, expect, it } from "@jest/globals";
import { locales, type Locale } from "@/lib/i18n/locales";
import * as enIndustries from "./industries";
import { getIndustry, allIndustriesIn } from "./industries.i18n";
import * as enUseCases from "./use-cases";
import { getUseCase, allUseCasesIn } from "./use-cases.i18n";

/** Fields that are not copy: the same in every language (slugs, page layouts, icons, links, image files and sizes). */
const nonCopy = new Set(["slug", "layout", "icon", "href", "src", "width", "height"]);

/** Latin words an Arabic page may show: brand and product names, regulation and technology acronyms. */
const latinInArabic = new Set(
  "E7 Blindspot Office PDF Zero Trust BFSI KYC DORA GLBA PCI DSS NYDFS NYCRR HIPAA GDPR NCA NIS2 PDPL DPDP SIEM BI CAD PLM OT USB SOC DLP CASB DSPM".split(" "),
);

/** Common English words: one of them in Turkish copy means an untranslated phrase. */
const englishWords = new Set("the and of to for with your you our from by on in is are that every data".split(" "));

const pages = [
  { name: "industries", english: enIndustries.industries, inLocale: allIndustriesIn },
  { name: "use cases", english: enUseCases.useCases, inLocale: allUseCasesIn },
];

const translated = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

/** The value with each copy string replaced by a placeholder: every language must have the English skeleton. */
function skeleton(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
  return typeof value === "string" && !nonCopy.has(key) ? "(copy)" : value;
}

type CopyPair = { path: string; english: string; text: string };

/** Every copy string of a translation, with the English string at the same place. */
function copyPairs(english: unknown, text: unknown, path: string, key = ""): CopyPair[] {
  if (typeof text === "string") return nonCopy.has(key) ? [] : [{ path, english: String(english), text }];
  if (!text || typeof text !== "object") return [];
  return Object.entries(text).flatMap(([k, v]) => copyPairs((english as Record<string, unknown>)[k], v, `${path}.${k}`, k));
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe.each(pages)("$name copy", ({ english, inLocale }) => {
  it.each(translated)("%s has the English structure, slugs, icons, links and images", (locale) => {
    expect(Object.keys(inLocale(locale))).toEqual(Object.keys(english));
    expect(skeleton(inLocale(locale))).toEqual(skeleton(english));
  });

  it.each(translated)("%s translates every string, with no empty text", (locale) => {
    for (const pair of copyPairs(english, inLocale(locale), locale)) {
      expect({ path: pair.path, text: pair.text.trim() }).not.toEqual({ path: pair.path, text: "" });
      expect({ path: pair.path, text: pair.text }).not.toEqual({ path: pair.path, text: pair.english });
      // Figures, article numbers and regulation numbers stay exactly as in English.
      expect({ path: pair.path, numbers: numbers(pair.text) }).toEqual({ path: pair.path, numbers: numbers(pair.english) });
      // The components isolate Latin runs themselves; control characters in the copy would fight them.
      expect({ path: pair.path, bidiControls: /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(pair.text) }).toEqual({
        path: pair.path,
        bidiControls: false,
      });
    }
  });

  it("ar is Arabic: only brand names and acronyms in Latin, Western digits, Arabic punctuation", () => {
    for (const { path, text } of copyPairs(english, inLocale("ar"), "ar")) {
      const latin = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
      expect({ path, arabic: /\p{Script=Arabic}/u.test(text) }).toEqual({ path, arabic: true });
      expect({ path, latin: latin.filter((word) => !latinInArabic.has(word)) }).toEqual({ path, latin: [] });
      expect({ path, easternDigits: /[\u0660-\u0669\u06F0-\u06F9]/u.test(text), latinPunctuation: /[,;?]/.test(text) }).toEqual({
        path,
        easternDigits: false,
        latinPunctuation: false,
      });
    }
  });

  it("tr is Turkish: no English words, and sentences written with Turkish letters", () => {
    for (const { path, text } of copyPairs(english, inLocale("tr"), "tr")) {
      expect({ path, english: words(text).filter((word) => englishWords.has(word)) }).toEqual({ path, english: [] });
      if (words(text).length >= 8) expect({ path, turkishLetters: /[çğıöşüÇĞİÖŞÜ]/.test(text) }).toEqual({ path, turkishLetters: true });
    }
  });
});

describe("locale-aware getters", () => {
  it("answer in English by default, exactly as the English getters", () => {
    for (const slug of enIndustries.industrySlugs) expect(getIndustry(slug)).toBe(enIndustries.getIndustry(slug));
    for (const slug of enUseCases.useCaseSlugs) expect(getUseCase(slug)).toBe(enUseCases.getUseCase(slug));
  });

  it.each(locales)("give the %s page of every slug, and nothing for an unknown slug", (locale) => {
    for (const slug of enIndustries.industrySlugs) expect(getIndustry(slug, locale)).toBe(allIndustriesIn(locale)[slug]);
    for (const slug of enUseCases.useCaseSlugs) expect(getUseCase(slug, locale)).toBe(allUseCasesIn(locale)[slug]);
    for (const slug of ["banking", "constructor", "__proto__", ""]) {
      expect(getIndustry(slug, locale)).toBeUndefined();
      expect(getUseCase(slug, locale)).toBeUndefined();
    }
  });

  it("show the Arabic and Turkish names on the industry tiles", () => {
    expect(getIndustry("oil-and-gas", "ar")?.name).toBe("النفط والغاز");
    expect(getIndustry("finance", "tr")?.name).toBe("Finans ve Bankacılık");
    expect(getUseCase("regulatory-compliance", "tr")?.explainer?.cta).toEqual({ label: "Uyumu Keşfedin", href: "/compliance" });
  });
});
