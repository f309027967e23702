/**
 * The 17 compliance regimes of spec section 3, in the grid's order, with their detail entries.
 * Facts are summarised for buyers and phrased as how E7 helps; the pages say they are not legal advice.
 */
import { dora, gdpr, nis2 } from "./entries/europe";
import { dpdp, irdai, nca, sdaia, uae, uaePdpl } from "./entries/middle-east-india";
import { itar, niap, nist, pci } from "./entries/security-frameworks";
import { ccpa, glba, hipaa, nycrr } from "./entries/united-states";
import { complianceIds, type ComplianceEntry, type ComplianceId, type ComplianceRegime } from "./types";

export * from "./types";

const entries: Record<ComplianceId, ComplianceEntry> = {
  irdai,
  "uae-pdpl": uaePdpl,
  dpdp,
  nis2,
  sdaia,
  itar,
  glba,
  nist,
  ccpa,
  dora,
  gdpr,
  hipaa,
  niap,
  nycrr,
  uae,
  nca,
  pci,
};

/** The spec's related list, shown on every detail page. */
const relatedIds: readonly ComplianceId[] = ["nycrr", "ccpa", "dora"];
/** Stands in for a related regime on that regime's own page, so a page never lists itself. */
const relatedFallback: ComplianceId = "gdpr";

export const complianceImage = (id: ComplianceId): string => `/images/compliance/${id}.svg`;

/** The grid: all 17 regimes in spec order. */
export const complianceRegimes: readonly ComplianceRegime[] = complianceIds.map((id) => {
  const { title, region, summary } = entries[id];
  return { id, title, region, summary, image: complianceImage(id) };
});

export function isComplianceId(value: string): value is ComplianceId {
  return (complianceIds as readonly string[]).includes(value);
}

export function getComplianceEntry(id: string): ComplianceEntry | null {
  return isComplianceId(id) ? entries[id] : null;
}

export function getComplianceRegime(id: ComplianceId): ComplianceRegime {
  return complianceRegimes.find((r) => r.id === id)!;
}

/** nycrr, ccpa and dora; on one of those three pages the page's own regime is replaced by GDPR. */
export function relatedCompliances(id: ComplianceId): ComplianceRegime[] {
  return relatedIds.map((rid) => getComplianceRegime(rid === id ? relatedFallback : rid));
}
