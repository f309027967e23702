/**
 * The Arabic and Turkish compliance copy: same regimes, same shape and the same figures as the English, every
 * visible string written in the locale (acronyms, article numbers and brand names may stay as they are in English).
 */
import type { Locale } from "@/lib/i18n/locales";
import {
  complianceIds,
  complianceRegimes,
  complianceRegionLabel,
  getComplianceEntry,
  getComplianceRegimes,
  relatedCompliances,
  type ComplianceEntry,
  type ComplianceRegion,
} from "./index";

const translated: readonly Exclude<Locale, "en">[] = ["ar", "tr"];
const regions: readonly ComplianceRegion[] = ["EU", "US", "UAE", "KSA", "India", "Global"];
/** Fields that are data rather than copy: the same in every language. */
const dataKeys = new Set(["id", "region", "image"]);

/** The value with every string replaced by its type: two copies of one entry must share it. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** The visible strings of an English entry and its translation, side by side (shapes already equal). */
function copyPairs(en: unknown, other: unknown, path = ""): [path: string, en: string, other: string][] {
  if (typeof en === "string") return [[path, en, other as string]];
  if (en && typeof en === "object") {
    return Object.entries(en).flatMap(([k, v]) =>
      dataKeys.has(k) ? [] : copyPairs(v, (other as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return [];
}

/** Acronyms, version and article numbers ("GDPR", "CCPA / CPRA", "PCI DSS v4.0", "23 NYCRR 500"): the same in any language. */
const isCode = (s: string) => s.split(/\s+/).every((word) => /^(?:[A-Z0-9][A-Z0-9.:/–-]*|v\d[\d.]*|\/)$/.test(word));
const digitGroups = (s: string): string[] => s.match(/\d+/g) ?? [];

const checks: Record<Exclude<Locale, "en">, (s: string) => string[]> = {
  ar: (s) => [
    ...(isCode(s) || /[\u0600-\u06FF]/.test(s) ? [] : ["no Arabic letters"]),
    ...(/(?<!\p{L})[a-z]{3,}(?!\p{L})/u.test(s) ? ["an English word"] : []),
    ...(/[\u0660-\u0669\u06F0-\u06F9]/.test(s) ? ["Arabic-Indic digits (the site uses 0-9)"] : []),
    ...(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(s) ? ["a bidi control character"] : []),
    ...(/[\u0600-\u06FF]\s*[,;?]/.test(s) ? ["Latin punctuation after Arabic text"] : []),
  ],
  tr: (s) => [
    ...(/(?<!\p{L})(?:the|and|of|with|your|for|from|that|which|are)(?!\p{L})/iu.test(s) ? ["an English word"] : []),
    ...(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(s) ? ["a bidi control character"] : []),
  ],
};

describe.each(translated)("compliance copy in %s", (locale) => {
  it("lists the same 17 regimes in the same order, with the same images and regions", () => {
    const regimes = getComplianceRegimes(locale);
    expect(regimes.map(({ id, image, region }) => ({ id, image, region }))).toEqual(
      complianceRegimes.map(({ id, image, region }) => ({ id, image, region })),
    );
  });

  it.each(complianceIds)("%s has the English entry's structure, in the locale's words and with the same figures", (id) => {
    const en = getComplianceEntry(id)!;
    const entry = getComplianceEntry(id, locale) as ComplianceEntry;
    expect(entry).not.toBe(en);
    expect(shape(entry)).toEqual(shape(en));
    expect({ id: entry.id, region: entry.region }).toEqual({ id: en.id, region: en.region });

    const problems = copyPairs(en, entry).flatMap(([path, english, text]) => [
      ...(text.trim() === "" ? [`${path}: empty`] : []),
      ...(text === english && !isCode(text) ? [`${path}: left in English: ${text}`] : []),
      ...checks[locale](text).map((p) => `${path}: ${p}: ${text}`),
      ...digitGroups(english)
        .filter((n) => !digitGroups(text).includes(n))
        .map((n) => `${path}: lost the figure ${n}: ${text}`),
    ]);
    expect(problems).toEqual([]);
  });

  it("relates nycrr, ccpa and dora with their translated titles", () => {
    const related = relatedCompliances("gdpr", locale);
    expect(related.map((r) => r.id)).toEqual(["nycrr", "ccpa", "dora"]);
    expect(related.map((r) => r.title)).toEqual(related.map((r) => getComplianceEntry(r.id, locale)!.title));
    expect(relatedCompliances("dora", locale).map((r) => r.id)).toEqual(["nycrr", "ccpa", "gdpr"]);
  });

  it.each(regions)("labels the %s badge in the locale", (region) => {
    const label = complianceRegionLabel(region, locale);
    expect(label.trim()).not.toBe("");
    expect(label).not.toBe(complianceRegionLabel(region));
    expect(checks[locale](label)).toEqual([]);
  });
});

it("answers in English when no locale is given", () => {
  expect(getComplianceEntry("gdpr")).toBe(getComplianceEntry("gdpr", "en"));
  expect(getComplianceRegimes()).toBe(complianceRegimes);
  expect(complianceRegionLabel("KSA")).toBe("Saudi Arabia");
  expect(relatedCompliances("hipaa")).toEqual(relatedCompliances("hipaa", "en"));
});
