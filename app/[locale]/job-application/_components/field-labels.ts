import { useTranslations } from "next-intl";
import type { ApplicationFormField } from "@/lib/schemas/application";

/** Visible labels in the page's language, shared by the fields and the error summary. */
export function useFieldLabels(): Record<ApplicationFormField, string> {
  const t = useTranslations("JobApplicationForm");
  return {
    jobId: t("labels.jobId"),
    firstName: t("labels.firstName"),
    lastName: t("labels.lastName"),
    email: t("labels.email"),
    countryCode: t("labels.countryCode"),
    phoneNumber: t("labels.phoneNumber"),
    address: t("labels.address"),
    city: t("labels.city"),
    state: t("labels.state"),
    country: t("labels.country"),
    postalCode: t("labels.postalCode"),
    currentJobTitle: t("labels.currentJobTitle"),
    currentCompany: t("labels.currentCompany"),
    totalExperience: t("labels.totalExperience"),
    relevantExperience: t("labels.relevantExperience"),
    expectedSalary: t("labels.expectedSalary"),
    noticePeriod: t("labels.noticePeriod"),
    joiningDate: t("labels.joiningDate"),
    isRelocating: t("labels.isRelocating"),
    highestEducation: t("labels.highestEducation"),
    university: t("labels.university"),
    yearOfGraduation: t("labels.yearOfGraduation"),
    fieldOfStudy: t("labels.fieldOfStudy"),
    howDidYouHearAboutUs: t("labels.howDidYouHearAboutUs"),
    coverLetter: t("labels.coverLetter"),
    portfolioWebsite: t("labels.portfolioWebsite"),
    linkedInProfile: t("labels.linkedInProfile"),
    acceptTerms: t("labels.acceptTerms"),
    resume: t("labels.resume"),
    otherDoc: t("labels.otherDoc"),
  };
}

/** The values the API receives (English); their labels are JobApplicationForm.educationLevels.<key> (EDUCATION_KEYS). */
export const EDUCATION_LEVELS = [
  "High School",
  "Diploma / Associate Degree",
  "Bachelor's Degree",
  "Master's Degree",
  "Doctorate (PhD)",
  "Professional Certification",
  "Other",
] as const;

/** The message keys of EDUCATION_LEVELS, in the same order. */
const EDUCATION_KEYS = ["highSchool", "diploma", "bachelor", "master", "doctorate", "certification", "other"] as const;
/** The message keys of HEAR_ABOUT_US_OPTIONS (lib/schemas/application-fields.ts), in the same order. */
const HEAR_ABOUT_US_KEYS = ["website", "linkedIn", "jobBoards", "employeeReferral", "friendReferral", "socialMedia", "universityCareers", "agency", "other"] as const;

/** The visitor's words for the options of the two selects; the values stay as the API receives them. */
export function useOptionLabels(): { education: string[]; hearAboutUs: string[] } {
  const t = useTranslations("JobApplicationForm");
  return {
    education: EDUCATION_KEYS.map((key) => t(`educationLevels.${key}`)),
    hearAboutUs: HEAR_ABOUT_US_KEYS.map((key) => t(`hearAboutUsOptions.${key}`)),
  };
}
