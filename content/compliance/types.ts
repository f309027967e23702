/** A compliance regime as the grid and the detail pages show it (spec section 3). */

export const complianceIds = [
  "irdai",
  "uae-pdpl",
  "dpdp",
  "nis2",
  "sdaia",
  "itar",
  "glba",
  "nist",
  "ccpa",
  "dora",
  "gdpr",
  "hipaa",
  "niap",
  "nycrr",
  "uae",
  "nca",
  "pci",
] as const;

export type ComplianceId = (typeof complianceIds)[number];

/** Where a regime applies: drives the badge colour and the short label on the grid. */
export type ComplianceRegion = "EU" | "US" | "UAE" | "KSA" | "India" | "Global";

export type ComplianceFeature = { title: string; description: string };

export type ComplianceFact = { label: string; value: string };

export type ComplianceEntry = {
  id: ComplianceId;
  /** Short name shown on the grid, in the related list and as the page title. */
  title: string;
  /** The instrument's formal name. */
  subtitle: string;
  /** One-line summary for cards and the meta description. */
  summary: string;
  /** Paragraphs: what the regime asks for and how E7 helps meet it. */
  description: readonly string[];
  region: ComplianceRegion;
  /** Key facts at a glance: who it applies to, the deadline that matters, who enforces it. */
  facts: readonly ComplianceFact[];
  /** Exactly three, as the spec asks. */
  features: readonly [ComplianceFeature, ComplianceFeature, ComplianceFeature];
  keywords: readonly string[];
};

/** The grid's and related list's view of a regime. */
export type ComplianceRegime = { id: ComplianceId; title: string; image: string; region: ComplianceRegion; summary: string };
