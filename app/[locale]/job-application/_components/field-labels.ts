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

/** The values the API receives (English); their labels are JobApplicationForm.educationLevels, in this order. */
export const EDUCATION_LEVELS = [
  "High School",
  "Diploma / Associate Degree",
  "Bachelor's Degree",
  "Master's Degree",
  "Doctorate (PhD)",
  "Professional Certification",
  "Other",
] as const;
