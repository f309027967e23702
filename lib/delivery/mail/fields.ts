import type { SubmissionRecord } from "@/lib/store/submission-records";
import type { LoadedSubmission } from "../submission-view";

/** What a submission says, as labelled lines for people (staff mail and the visitor's copy), in the spec's order. */

export type Field = { label: string; value: string };

/** Staff read English: each field's label there, in the order the fields are listed. */
const STAFF_LABELS = {
  company: "Company",
  position: "Position",
  name: "Name",
  title: "Title",
  email: "Email",
  phone: "Phone",
  country: "Country",
  natureOfEnquiry: "Nature of enquiry",
  message: "Message",
  address: "Address",
  currentJobTitle: "Current job title",
  currentCompany: "Current company",
  totalExperience: "Total experience",
  relevantExperience: "Relevant experience",
  expectedSalary: "Expected salary (per annum)",
  noticePeriod: "Notice period",
  joiningDate: "Earliest joining date",
  isRelocating: "Willing to relocate",
  highestEducation: "Highest education",
  university: "University",
  yearOfGraduation: "Year of graduation",
  fieldOfStudy: "Field of study",
  howDidYouHearAboutUs: "Heard about us through",
  portfolio: "Portfolio",
  linkedIn: "LinkedIn",
  coverLetter: "Cover letter",
} as const;

export type FieldKey = keyof typeof STAFF_LABELS;

/** A field before it is labelled: staff mail labels it in English, the visitor's confirmation in their language. */
export type FieldValue = { key: FieldKey; value: string };

export const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value).trim());
const phone = (r: SubmissionRecord): string => `${text(r.countryCode)} ${text(r.phoneNumber)}`.trim();
/** "1 year", "3 years": a count with its unit. */
const counted = (value: unknown, one: string, many: string): string => `${text(value)} ${Number(value) === 1 ? one : many}`;
const years = (value: unknown): string => counted(value, "year", "years");

export const fullName = (s: LoadedSubmission): string =>
  (s.type === "demo" ? `${text(s.record.dmFirstName)} ${text(s.record.dmLastName)}` : `${text(s.record.firstName)} ${text(s.record.lastName)}`).trim();

export const firstName = (s: LoadedSubmission): string => text(s.type === "demo" ? s.record.dmFirstName : s.record.firstName);

/** The submission's non-empty fields, values as staff read them. */
export function submissionValues(s: LoadedSubmission): FieldValue[] {
  const r = s.record;
  const fields: [FieldKey, string][] =
    s.type === "demo"
      ? [["company", text(r.companyName)], ["name", fullName(s)], ["title", text(r.dmTitle)], ["email", text(r.email)], ["phone", phone(r)], ["country", text(r.country)]]
      : s.type === "lead"
        ? [["name", fullName(s)], ["email", text(r.email)], ["phone", phone(r)], ["natureOfEnquiry", text(r.natureOfEnquiry)], ["message", text(r.message)]]
        : [
            ["position", `${s.jobTitle ?? ""} (${text(r.jobId)})`],
            ["name", fullName(s)],
            ["email", text(r.email)],
            ["phone", phone(r)],
            ["address", [r.address, r.city, r.state, r.postalCode, r.country].map(text).filter(Boolean).join(", ")],
            ["currentJobTitle", text(r.currentJobTitle)],
            ["currentCompany", text(r.currentCompany)],
            ["totalExperience", years(r.totalExperience)],
            ["relevantExperience", years(r.relevantExperience)],
            ["expectedSalary", Number(r.expectedSalary).toLocaleString("en-US")],
            ["noticePeriod", counted(r.noticePeriod, "month", "months")],
            ["joiningDate", text(r.joiningDate)],
            ["isRelocating", r.isRelocating ? "Yes" : "No"],
            ["highestEducation", text(r.highestEducation)],
            ["university", text(r.university)],
            ["yearOfGraduation", text(r.yearOfGraduation)],
            ["fieldOfStudy", text(r.fieldOfStudy)],
            ["howDidYouHearAboutUs", text(r.howDidYouHearAboutUs)],
            ["portfolio", text(r.portfolioWebsite)],
            ["linkedIn", text(r.linkedInProfile)],
            ["coverLetter", text(r.coverLetter)],
          ];
  return fields.filter(([, value]) => value !== "").map(([key, value]) => ({ key, value }));
}

/** Every field, labelled for staff. */
export const submissionFields = (s: LoadedSubmission): Field[] => submissionValues(s).map(({ key, value }) => ({ label: STAFF_LABELS[key], value }));
