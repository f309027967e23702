/**
 * The Arabic and Turkish editions of the page-level copy (navigation, route metadata, site facts, careers, legal) must
 * have English's exact structure, keep its links, codes, contacts and figures, and contain no English left over.
 */
import { locales, type Locale } from "@/lib/i18n/locales";
import { careersCopy } from "./careers.locales";
import { legalDocument, type LegalDocumentId } from "./legal";
import { navigation } from "./navigation.locales";
import { routeMetadataFor } from "./route-metadata.locales";
import { siteFor } from "./site.locales";

type Translated = "ar" | "tr";
const translated = locales.filter((l): l is Translated => l !== "en");

/** Fields that are data, not copy: they must stay exactly as in English. */
const FIXED_KEYS = new Set([
  "href", "id", "icon", "kind", "updated", "countryCode", "streetAddressLang", "phone", "phoneHref", "postalCode", "email", "salesEmail",
  "careersEmail", "name", "legalName", "shortName", "productName", "signUpUrl", "loginUrl",
]);

/** Brand names, regime acronyms and places that are rightly written the same as in English. */
const SAME_AS_ENGLISH: Record<Translated, ReadonlySet<string>> = {
  ar: new Set(["Blindspot", "E7", "LinkedIn", "X (Twitter)", "YouTube", "GDPR", "HIPAA", "NIS2", "IRDAI", "SDAIA", "DPDP", "DORA", "DLP", "PCI DSS",
    "Maslak Mahallesi, Büyükdere Caddesi No: 237, Sarıyer"]),
  tr: new Set(["Blindspot", "E7", "LinkedIn", "X (Twitter)", "YouTube", "GDPR", "HIPAA", "NIS2", "IRDAI", "SDAIA", "DPDP", "DORA", "DLP", "PCI DSS",
    "30 Churchill Place, Canary Wharf", "Maslak Mahallesi, Büyükdere Caddesi No: 237, Sarıyer", "Türkiye", "Dubai"]),
};

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const hrefs = (text: string) => [...text.matchAll(LINK)].map((m) => m[2]);
const figures = (text: string) => (text.match(/\d+/g) ?? []).sort();
const ARABIC_LETTER = /[\u0621-\u064A]/;
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
/** An Arabic word followed by a Latin comma, semicolon or question mark. */
const LATIN_PUNCTUATION_IN_ARABIC = /[\u0621-\u064A\u064B-\u0652][,;?]/;

/** Walks English and the translation side by side and lists every way the translation departs from the contract. */
function differences(en: unknown, other: unknown, locale: Translated, path = "", key = ""): string[] {
  if (typeof en !== typeof other || Array.isArray(en) !== Array.isArray(other)) return [`${path}: ${typeof other} instead of ${typeof en}`];
  if (Array.isArray(en)) {
    const list = other as unknown[];
    if (list.length !== en.length) return [`${path}: ${list.length} items instead of ${en.length}`];
    return en.flatMap((item, i) => differences(item, list[i], locale, `${path}[${i}]`, key));
  }
  if (en !== null && typeof en === "object") {
    const a = Object.keys(en).sort();
    const b = Object.keys(other as object).sort();
    if (a.join() !== b.join()) return [`${path}: keys ${b.join()} instead of ${a.join()}`];
    return a.flatMap((k) => differences((en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], locale, `${path}.${k}`, k));
  }
  if (typeof en !== "string") return en === other ? [] : [`${path}: ${String(other)} instead of ${String(en)}`];
  return stringDifferences(en, other as string, locale, path, key);
}

function stringDifferences(en: string, text: string, locale: Translated, path: string, key: string): string[] {
  if (FIXED_KEYS.has(key)) return text === en ? [] : [`${path}: "${text}" should stay "${en}"`];
  const found: string[] = [];
  const same = SAME_AS_ENGLISH[locale].has(text);
  if (!text.trim()) found.push(`${path}: empty`);
  if (text === en && !same) found.push(`${path}: still English ("${en}")`);
  if (hrefs(text).join() !== hrefs(en).join()) found.push(`${path}: links ${hrefs(text)} instead of ${hrefs(en)}`);
  if (figures(text).join() !== figures(en).join()) found.push(`${path}: figures ${figures(text)} instead of ${figures(en)}`);
  if (BIDI_CONTROLS.test(text)) found.push(`${path}: bidi control character`);
  if (locale === "ar" && !same && !ARABIC_LETTER.test(text)) found.push(`${path}: no Arabic in "${text}"`);
  if (locale === "ar" && EASTERN_DIGITS.test(text)) found.push(`${path}: Eastern Arabic digits`);
  if (locale === "ar" && LATIN_PUNCTUATION_IN_ARABIC.test(text.replace(LINK, "$1"))) found.push(`${path}: Latin punctuation after Arabic: "${text}"`);
  return found;
}

const legalIds: LegalDocumentId[] = ["privacy", "terms"];

describe.each(translated)("%s edition", (locale) => {
  const editions: [string, (l: Locale) => unknown][] = [
    ["navigation", navigation],
    ["route metadata", routeMetadataFor],
    ["site facts and offices", siteFor],
    ["careers", careersCopy],
    ...legalIds.map((id): [string, (l: Locale) => unknown] => [`${id} document`, (l) => legalDocument(id, l)]),
  ];

  it.each(editions)("%s matches English in structure, links and figures, and is translated", (_name, copy) => {
    expect(differences(copy("en"), copy(locale), locale)).toEqual([]);
  });

  it("keeps every title within 60 characters and every description within 160, as search results show them", () => {
    const tooLong = Object.entries(routeMetadataFor(locale)).filter(([, m]) => m.title.length > 60 || m.description.length > 160);
    expect(tooLong.map(([route]) => route)).toEqual([]);
  });

  it.each(legalIds)("numbers the %s sections as English does", (id) => {
    legalDocument(id, locale).sections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `)).toBe(true));
  });
});

it("the getters give today's English modules when no locale is passed", async () => {
  const [nav, meta, site, careers, privacy, terms] = await Promise.all([
    import("./navigation"), import("./route-metadata"), import("./site"), import("./careers"), import("./legal/privacy"), import("./legal/terms"),
  ]);
  expect(navigation().mainNav).toBe(nav.mainNav);
  expect(routeMetadataFor()).toBe(meta.routeMetadata);
  expect(siteFor().offices).toBe(site.offices);
  expect(careersCopy().careersFaq).toBe(careers.careersFaq);
  expect(legalDocument("privacy")).toBe(privacy.privacyPolicy);
  expect(legalDocument("terms")).toBe(terms.termsOfUse);
});
