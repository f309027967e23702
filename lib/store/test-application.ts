import type { ApplicationInput } from "@/lib/schemas/application";

/** A complete, valid application's typed fields for tests; override what a test is about. */
export function makeApplication(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    jobId: "e7-eng-014",
    firstName: "Ana",
    lastName: "Lima",
    email: "ana.lima@example.com",
    countryCode: "+1",
    phoneNumber: "6175550142",
    address: "1 Harbour Street",
    city: "Boston",
    state: "MA",
    country: "United States",
    postalCode: "02110",
    currentJobTitle: "Software Engineer",
    currentCompany: "Northwind",
    totalExperience: 7,
    relevantExperience: 5,
    expectedSalary: 120000,
    noticePeriod: 2,
    joiningDate: "2027-01-10",
    isRelocating: true,
    highestEducation: "BSc",
    university: "Boston University",
    yearOfGraduation: 2015,
    fieldOfStudy: "Computer Science",
    howDidYouHearAboutUs: "LinkedIn",
    coverLetter: "I would like to build the policy engine.",
    portfolioWebsite: undefined,
    linkedInProfile: "https://www.linkedin.com/in/ana-lima",
    ...overrides,
  };
}

/** The same application as the multipart text fields a browser sends. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(makeApplication())) {
    if (value !== undefined) fields[key] = String(value);
  }
  return { ...fields, isRelocating: "yes", ...overrides };
}
