import type { Job } from "@/lib/api/types";

/** A complete Job for unit tests; override what a test is about. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: "job-1",
    jobNumber: "E7-001",
    title: "Security Engineer",
    department: "Engineering",
    experience: "Senior",
    employmentType: "Full Time",
    jobCategory: "Engineering",
    minimumPay: 80000,
    maximumPay: 100000,
    currency: "USD",
    salaryPeriod: "yearly",
    salary: "$80,000-$100,000 / Yr",
    salaryRange: "$80,000-$100,000",
    location: "London, England",
    city: "London",
    state: "England",
    country: "United Kingdom",
    isRemoteFlexible: false,
    postedAt: "2026-03-01T09:00:00.000Z",
    deadline: "2026-04-30T00:00:00.000Z",
    applyBy: "Apr 30, 2026",
    description: "Protect data.",
    keyResponsibilities: ["Design controls"],
    requiredSkills: ["TypeScript"],
    requiredQualifications: ["BSc"],
    preferredQualifications: [],
    additionalCompensation: [],
    ...overrides,
  };
}
