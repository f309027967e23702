import * as en from "./regions";

export const complianceRegionLabels: typeof en.complianceRegionLabels = {
  EU: "Avrupa Birliği",
  US: "Amerika Birleşik Devletleri",
  UAE: "Birleşik Arap Emirlikleri",
  KSA: "Suudi Arabistan",
  India: "Hindistan",
  Global: "Küresel standart",
};
