import { complianceIds, complianceRegimes, getComplianceEntry, isComplianceId, relatedCompliances } from "./index";

describe("compliance content", () => {
  it("lists the 17 regimes of the spec in grid order", () => {
    expect(complianceRegimes.map((r) => r.id)).toEqual([
      "irdai", "uae-pdpl", "dpdp", "nis2", "sdaia", "itar", "glba", "nist", "ccpa",
      "dora", "gdpr", "hipaa", "niap", "nycrr", "uae", "nca", "pci",
    ]);
  });

  it.each(complianceIds)("%s has a complete detail entry with three features", (id) => {
    const entry = getComplianceEntry(id);
    expect(entry?.id).toBe(id);
    expect(entry?.title).toBeTruthy();
    expect(entry?.subtitle).toBeTruthy();
    expect(entry?.description.length).toBeGreaterThan(0);
    expect(entry?.features).toHaveLength(3);
    for (const f of entry!.features) {
      expect(f.title).toBeTruthy();
      expect(f.description).toBeTruthy();
    }
  });

  it("cites the facts the spec names", () => {
    expect(getComplianceEntry("gdpr")!.description.join(" ")).toContain("72 hours");
    expect(getComplianceEntry("hipaa")!.description.join(" ")).toContain("60 calendar days");
    expect(getComplianceEntry("nis2")!.description.join(" ")).toContain("24 hours");
  });

  it("rejects unknown ids", () => {
    expect(isComplianceId("sox")).toBe(false);
    expect(getComplianceEntry("sox")).toBeNull();
    expect(getComplianceEntry("")).toBeNull();
  });

  it("relates nycrr, ccpa and dora, never the page itself", () => {
    expect(relatedCompliances("gdpr").map((r) => r.id)).toEqual(["nycrr", "ccpa", "dora"]);
    expect(relatedCompliances("ccpa").map((r) => r.id)).toEqual(["nycrr", "gdpr", "dora"]);
    for (const r of relatedCompliances("hipaa")) expect(r.image).toBe(`/images/compliance/${r.id}.svg`);
  });
});
