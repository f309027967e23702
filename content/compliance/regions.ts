import type { ComplianceRegion } from "./types";

/** The short label above a regime's title on the grid card and the detail page's hero. */
export const complianceRegionLabels: Readonly<Record<ComplianceRegion, string>> = {
  EU: "European Union",
  US: "United States",
  UAE: "United Arab Emirates",
  KSA: "Saudi Arabia",
  India: "India",
  Global: "Global standard",
};
