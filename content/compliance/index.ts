/**
 * The 17 compliance regimes of spec section 3, in the grid's order, with their detail entries, in every locale.
 * Facts are summarised for buyers and phrased as how E7 helps; the pages say they are not legal advice.
 * Every getter takes the page's locale last and defaults to English, so callers that pass none keep today's output.
 */
import { byLocale, type Locale } from "@/lib/i18n/locales";
import * as europe from "./entries/europe";
import * as europeAr from "./entries/europe.ar";
import * as europeTr from "./entries/europe.tr";
import * as middleEastIndia from "./entries/middle-east-india";
import * as middleEastIndiaAr from "./entries/middle-east-india.ar";
import * as middleEastIndiaTr from "./entries/middle-east-india.tr";
import * as securityFrameworks from "./entries/security-frameworks";
import * as securityFrameworksAr from "./entries/security-frameworks.ar";
import * as securityFrameworksTr from "./entries/security-frameworks.tr";
import * as unitedStates from "./entries/united-states";
import * as unitedStatesAr from "./entries/united-states.ar";
import * as unitedStatesTr from "./entries/united-states.tr";
import * as regionsEn from "./regions";
import * as regionsAr from "./regions.ar";
import * as regionsTr from "./regions.tr";
import { complianceIds, type ComplianceEntry, type ComplianceId, type ComplianceRegime, type ComplianceRegion } from "./types";

export * from "./types";

/** One locale's entry modules together; each translation exports the English module's names and types. */
type EntryModules = typeof europe & typeof middleEastIndia & typeof securityFrameworks & typeof unitedStates;

function byId(m: EntryModules): Record<ComplianceId, ComplianceEntry> {
  return {
    irdai: m.irdai,
    "uae-pdpl": m.uaePdpl,
    dpdp: m.dpdp,
    nis2: m.nis2,
    sdaia: m.sdaia,
    itar: m.itar,
    glba: m.glba,
    nist: m.nist,
    ccpa: m.ccpa,
    dora: m.dora,
    gdpr: m.gdpr,
    hipaa: m.hipaa,
    niap: m.niap,
    nycrr: m.nycrr,
    uae: m.uae,
    nca: m.nca,
    pci: m.pci,
  };
}

const entries = byLocale({
  en: byId({ ...europe, ...middleEastIndia, ...securityFrameworks, ...unitedStates }),
  ar: byId({ ...europeAr, ...middleEastIndiaAr, ...securityFrameworksAr, ...unitedStatesAr }),
  tr: byId({ ...europeTr, ...middleEastIndiaTr, ...securityFrameworksTr, ...unitedStatesTr }),
});

/** The spec's related list, shown on every detail page. */
const relatedIds: readonly ComplianceId[] = ["nycrr", "ccpa", "dora"];
/** Stands in for a related regime on that regime's own page, so a page never lists itself. */
const relatedFallback: ComplianceId = "gdpr";

export const complianceImage = (id: ComplianceId): string => `/images/compliance/${id}.svg`;

function regimesIn(locale: Locale): readonly ComplianceRegime[] {
  return complianceIds.map((id) => {
    const { title, region, summary } = entries(locale)[id];
    return { id, title, region, summary, image: complianceImage(id) };
  });
}

/** The grid: all 17 regimes in spec order, in each locale (built once: the copy never changes at run time). */
const regimes = byLocale({ en: regimesIn("en"), ar: regimesIn("ar"), tr: regimesIn("tr") });

/** The grid in English; `getComplianceRegimes(locale)` for the other languages. */
export const complianceRegimes: readonly ComplianceRegime[] = regimes("en");

/** The grid, all 17 regimes in spec order, with titles and summaries in the given locale. */
export function getComplianceRegimes(locale: Locale = "en"): readonly ComplianceRegime[] {
  return regimes(locale);
}

export function isComplianceId(value: string): value is ComplianceId {
  return (complianceIds as readonly string[]).includes(value);
}

/** A detail entry in the given locale, or null for an id outside the spec's list. */
export function getComplianceEntry(id: string, locale: Locale = "en"): ComplianceEntry | null {
  return isComplianceId(id) ? entries(locale)[id] : null;
}

/** One regime's grid card in the given locale. */
export function getComplianceRegime(id: ComplianceId, locale: Locale = "en"): ComplianceRegime {
  return regimes(locale).find((r) => r.id === id)!;
}

/** nycrr, ccpa and dora in the given locale; on one of those three pages the page's own regime is replaced by GDPR. */
export function relatedCompliances(id: ComplianceId, locale: Locale = "en"): ComplianceRegime[] {
  return relatedIds.map((rid) => getComplianceRegime(rid === id ? relatedFallback : rid, locale));
}

const regionLabels = byLocale({ en: regionsEn.complianceRegionLabels, ar: regionsAr.complianceRegionLabels, tr: regionsTr.complianceRegionLabels });

/** The badge label of a regime's region ("European Union", "الاتحاد الأوروبي", "Avrupa Birliği"…). */
export function complianceRegionLabel(region: ComplianceRegion, locale: Locale = "en"): string {
  return regionLabels(locale)[region];
}
