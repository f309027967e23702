/**
 * The values of the application's two selects as the API receives them (English), and the message keys of their
 * labels in the same order: JobApplicationForm.educationLevels.<key> and .hearAboutUsOptions.<key>
 * (./application-words.ts translates them).
 */
export const EDUCATION_LEVELS = [
  "High School",
  "Diploma / Associate Degree",
  "Bachelor's Degree",
  "Master's Degree",
  "Doctorate (PhD)",
  "Professional Certification",
  "Other",
] as const;

export const EDUCATION_KEYS = ["highSchool", "diploma", "bachelor", "master", "doctorate", "certification", "other"] as const;

/** The keys of HEAR_ABOUT_US_OPTIONS (lib/schemas/application-fields.ts), in the same order. */
export const HEAR_ABOUT_US_KEYS = ["website", "linkedIn", "jobBoards", "employeeReferral", "friendReferral", "socialMedia", "universityCareers", "agency", "other"] as const;
