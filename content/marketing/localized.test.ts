import { describe, expect, it } from "@jest/globals";
import type { Locale } from "@/lib/i18n/locales";
import { demoLinks } from "./cta";
import { trustBenefits } from "./home";
import { blindspotCopy, homeCopy, partnersCopy, solutionsCopy, visionCopy, whyCopy } from "./localized";

const pages: Record<string, (locale: Locale) => object> = {
  home: homeCopy,
  why: whyCopy,
  partners: partnersCopy,
  solutions: solutionsCopy,
  vision: visionCopy,
  blindspot: blindspotCopy,
  demoLinks,
};

/** Fields that are not copy: every locale must carry the English value. */
const sharedKeys = new Set(["id", "icon", "href", "src", "width", "height"]);
/** Strings a translation may keep: the product name, regime acronyms and bare figures. */
const keptAsIs = (text: string) => text === "E7 Blindspot" || trustBenefits.regimes.includes(text) || /^[\d.,%$ ]+$/.test(text);
/** Latin words an Arabic text may contain: brands, products, file formats and regime acronyms. */
const latinInArabic = new Set(
  "E7 Blindspot Microsoft 365 Google Drive Box Word Excel PowerPoint PDF Office USB IP SIEM DLP GDPR HIPAA NIS2 DORA PCI DSS PDPL DPDP SDAIA".split(" "),
);
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

type Text = { path: string; key: string; value: string };

function texts(value: unknown, path = "", key = ""): Text[] {
  if (typeof value === "string") return [{ path, key, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`, k));
  return [];
}

/** The copy's shape with every translatable string blanked: ids, icons, links, images, keys and list lengths remain. */
function skeleton(value: unknown, key = ""): unknown {
  if (typeof value === "string") return sharedKeys.has(key) ? value : "<text>";
  if (Array.isArray(value)) return value.map((item) => skeleton(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
  return value;
}

/** English modules export constants that are not copy (HERO_ROTATION_MS); compare only the exports a translation has. */
const pick = (copy: object, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (copy as Record<string, unknown>)[k]]));

describe.each(["ar", "tr"] as const)("marketing copy in %s", (locale) => {
  describe.each(Object.entries(pages))("%s", (_name, copyFor) => {
    const translated = copyFor(locale);
    const keys = Object.keys(translated).sort();
    const english = pick(copyFor("en"), keys);
    const own = texts(translated);
    const source = new Map(texts(english).map((t) => [t.path, t.value]));

    it("has the English structure, ids, icons, links and images", () => {
      expect(keys.length).toBeGreaterThan(0);
      expect(skeleton(pick(translated, keys))).toEqual(skeleton(english));
    });

    it("has no empty string and no English left over", () => {
      const leftovers = own.filter((t) => !sharedKeys.has(t.key) && !keptAsIs(t.value) && t.value === source.get(t.path));
      expect(own.filter((t) => t.value.trim() === "").map((t) => t.path)).toEqual([]);
      expect(leftovers.map((t) => `${t.path}: ${t.value}`)).toEqual([]);
    });

    it("contains no bidi control characters", () => {
      expect(own.filter((t) => bidiControls.test(t.value)).map((t) => t.path)).toEqual([]);
    });

    const copy = own.filter((t) => !sharedKeys.has(t.key) && !keptAsIs(t.value));
    if (locale === "ar") {
      it("is Arabic with Western digits, Arabic punctuation and only brand names or acronyms in Latin", () => {
        const problems = copy.flatMap((t) => {
          const foreign = (t.value.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !latinInArabic.has(word));
          return [
            ...(/[\u0621-\u064a]/.test(t.value) ? [] : [`${t.path}: no Arabic`]),
            ...(foreign.length ? [`${t.path}: Latin words ${foreign.join(" ")}`] : []),
            ...(/[\u0660-\u0669\u06f0-\u06f9]/.test(t.value) ? [`${t.path}: Arabic-Indic digits`] : []),
            ...(/[,;?"]/.test(t.value) ? [`${t.path}: Latin punctuation`] : []),
          ];
        });
        expect(problems).toEqual([]);
      });
    } else {
      it("is Turkish, with no English words left in it", () => {
        const english = /\b(the|and|your|our|with|for|of|to|from|every|data|security|partner|leak)\b/i;
        expect(copy.filter((t) => english.test(t.value)).map((t) => `${t.path}: ${t.value}`)).toEqual([]);
      });
    }
  });
});
