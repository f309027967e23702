import type { RawJob } from "../raw-types";
import { jobTypeOrDefault, toJob } from "./job";

const raw = (overrides: Partial<RawJob> = {}): RawJob => ({
  id: 42,
  displayJobId: "E7-ENG-042",
  title: "Backend Engineer",
  department: "Engineering",
  experienceLevel: "Senior",
  employmentType: "Full Time",
  jobCategory: "Engineering",
  minimumPay: 85000,
  maximumPay: 110000,
  currency: "GBP",
  salaryPeriod: "yearly",
  city: "London",
  state: "England",
  location: "London, UK",
  country: "United Kingdom",
  isRemoteFlexible: false,
  createdAt: "2026-11-20T09:00:00.000Z",
  applicationDeadline: "2026-12-31T00:00:00.000Z",
  description: "Build things.",
  keyResponsibilities: "• Design\n• Build",
  requiredSkills: "Go\nSQL",
  requiredQualifications: "- BSc",
  preferredQualifications: "",
  additionalCompensation: null,
  ...overrides,
});

describe("toJob (spec 3 and 9)", () => {
  it("uses displayJobId as the job number, else the id", () => {
    expect(toJob(raw()).jobNumber).toBe("E7-ENG-042");
    const job = toJob(raw({ displayJobId: null }));
    expect(job.jobNumber).toBe("42");
    expect(job.id).toBe("42");
  });
  it("formats salary and range", () => {
    const job = toJob(raw());
    expect(job.salary).toBe("£85,000-£110,000 / Yr");
    expect(job.salaryRange).toBe("£85,000-£110,000");
    expect(job.minimumPay).toBe(85000);
    expect(job.maximumPay).toBe(110000);
  });
  it("is 'Competitive' without both amounts, and defaults currency to USD", () => {
    const job = toJob(raw({ minimumPay: null, maximumPay: undefined, currency: undefined }));
    expect(job.salary).toBe("Competitive");
    expect(job.salaryRange).toBe("Competitive");
    expect(job.currency).toBe("USD");
    expect(job).not.toHaveProperty("minimumPay");
  });
  it("normalises the salary period, defaulting to yearly", () => {
    expect(toJob(raw({ salaryPeriod: "hourly" })).salaryPeriod).toBe("hourly");
    expect(toJob(raw({ salaryPeriod: undefined })).salaryPeriod).toBe("yearly");
  });
  it("applies the location rule", () => {
    expect(toJob(raw()).location).toBe("London, England");
    expect(toJob(raw({ isRemoteFlexible: true })).location).toBe("Remote");
    expect(toJob(raw({ state: null })).location).toBe("London, UK");
    expect(toJob(raw({ state: null, location: null })).location).toBe("United Kingdom");
  });
  it("gives apply-by as 'Mon D, YYYY' or 'Open'", () => {
    expect(toJob(raw()).applyBy).toBe("Dec 31, 2026");
    expect(toJob(raw()).deadline).toBe("2026-12-31T00:00:00.000Z");
    const open = toJob(raw({ applicationDeadline: null }));
    expect(open.applyBy).toBe("Open");
    expect(open).not.toHaveProperty("deadline");
  });
  it("falls back to 'Not specified' for experience", () => {
    expect(toJob(raw({ experienceLevel: undefined })).experience).toBe("Not specified");
    expect(toJob(raw({ experienceLevel: " " })).experience).toBe("Not specified");
  });
  it("reads employmentType, else type, else ''; the detail page shows 'Full Time' for ''", () => {
    expect(toJob(raw({ employmentType: "Contract" })).employmentType).toBe("Contract");
    expect(toJob(raw({ employmentType: undefined, type: "Internship" })).employmentType).toBe("Internship");
    const none = toJob(raw({ employmentType: undefined }));
    expect(none.employmentType).toBe("");
    expect(jobTypeOrDefault(none)).toBe("Full Time");
  });
  it("splits list fields on bullets and line breaks", () => {
    const job = toJob(raw());
    expect(job.keyResponsibilities).toEqual(["Design", "Build"]);
    expect(job.requiredSkills).toEqual(["Go", "SQL"]);
    expect(job.requiredQualifications).toEqual(["BSc"]);
    expect(job.preferredQualifications).toEqual([]);
    expect(job.additionalCompensation).toEqual([]);
  });
  it("keeps the posted instant as ISO", () => {
    expect(toJob(raw()).postedAt).toBe("2026-11-20T09:00:00.000Z");
  });
});
