import * as en from "./regions";

export const complianceRegionLabels: typeof en.complianceRegionLabels = {
  EU: "الاتحاد الأوروبي",
  US: "الولايات المتحدة",
  UAE: "الإمارات العربية المتحدة",
  KSA: "المملكة العربية السعودية",
  India: "الهند",
  Global: "معيار عالمي",
};
