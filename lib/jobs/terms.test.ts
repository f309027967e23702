import { jobTerm } from "./terms";

describe("jobTerm", () => {
  it("gives the job types and levels job APIs use in Arabic and Turkish, however the API spells them", () => {
    expect(jobTerm("Full Time", "ar")).toEqual({ text: "دوام كامل" });
    expect(jobTerm("full-time", "tr")).toEqual({ text: "Tam Zamanlı" });
    expect(jobTerm("FULL_TIME", "tr")).toEqual({ text: "Tam Zamanlı" });
    expect(jobTerm("Mid-Level", "ar")).toEqual({ text: "متوسط الخبرة" });
    expect(jobTerm(" Senior ", "tr")).toEqual({ text: "Kıdemli" });
  });

  it("keeps any other words as the API sent them, marked English", () => {
    expect(jobTerm("Principal Staff", "ar")).toEqual({ text: "Principal Staff", lang: "en" });
    expect(jobTerm("Seasonal", "tr")).toEqual({ text: "Seasonal", lang: "en" });
  });

  it("leaves English pages exactly as the API words them", () => {
    expect(jobTerm("full-time", "en")).toEqual({ text: "full-time" });
    expect(jobTerm("Mid-Level", "en")).toEqual({ text: "Mid-Level" });
  });
});
