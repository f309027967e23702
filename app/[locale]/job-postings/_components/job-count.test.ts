import { createTranslator } from "use-intl/core";
import careersAr from "@/content/messages/careers/ar.json";
import careersEn from "@/content/messages/careers/en.json";
import careersTr from "@/content/messages/careers/tr.json";
import formsAr from "@/content/messages/forms/ar.json";

/** What a screen reader says for a filter option's number of jobs (JobFilters.jobCount, as filter-words.ts formats it). */
function jobCount(locale: "en" | "ar" | "tr", messages: typeof careersEn, count: number): string {
  const t = createTranslator({ locale, messages, namespace: "JobFilters" });
  return t("jobCount", { count, shown: String(count) });
}

describe("a filter option's number of jobs, as a screen reader says it", () => {
  it("in Arabic: the singular and the dual say the number themselves; 3–10 and 11+ write it", () => {
    // The visible digit is hidden from screen readers: these are all they hear (not "2 وظيفتان").
    expect([1, 2, 3, 10, 11, 100].map((n) => jobCount("ar", careersAr, n))).toEqual([
      "وظيفة واحدة",
      "وظيفتان",
      "3 وظائف",
      "10 وظائف",
      "11 وظيفة",
      "100 وظيفة",
    ]);
  });

  it("in English and Turkish, with the number", () => {
    expect([1, 3].map((n) => jobCount("en", careersEn, n))).toEqual(["1 job", "3 jobs"]);
    expect([1, 3].map((n) => jobCount("tr", careersTr, n))).toEqual(["1 ilan", "3 ilan"]);
  });
});

describe("Arabic minutes to wait (FormErrors.rateLimitedMinutes)", () => {
  it("says one minute as 'دقيقة واحدة', not '1 دقيقة'", () => {
    const t = createTranslator({ locale: "ar", messages: formsAr, namespace: "FormErrors" });
    expect(t("rateLimitedMinutes", { minutes: 1 })).toContain("دقيقة واحدة");
    expect(t("rateLimitedMinutes", { minutes: 2 })).toContain("دقيقتين");
    expect(t("rateLimitedMinutes", { minutes: 2 })).not.toMatch(/\d/);
  });
});
