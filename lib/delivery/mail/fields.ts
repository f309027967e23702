import type { SubmissionRecord } from "@/lib/store/submission-records";
import type { LoadedSubmission } from "../submission-view";

/** What a submission says, as labelled lines for people (staff mail and the visitor's copy), in the spec's order. */

export type Field = { label: string; value: string };

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value).trim());
const phone = (r: SubmissionRecord): string => `${text(r.countryCode)} ${text(r.phoneNumber)}`.trim();
const years = (value: unknown): string => `${text(value)} ${Number(value) === 1 ? "year" : "years"}`;

export const fullName = (s: LoadedSubmission): string =>
  (s.type === "demo" ? `${text(s.record.dmFirstName)} ${text(s.record.dmLastName)}` : `${text(s.record.firstName)} ${text(s.record.lastName)}`).trim();

export const firstName = (s: LoadedSubmission): string => text(s.type === "demo" ? s.record.dmFirstName : s.record.firstName);

export function submissionFields(s: LoadedSubmission): Field[] {
  const r = s.record;
  const fields: [string, string][] =
    s.type === "demo"
      ? [["Company", text(r.companyName)], ["Name", fullName(s)], ["Title", text(r.dmTitle)], ["Email", text(r.email)], ["Phone", phone(r)], ["Country", text(r.country)]]
      : s.type === "lead"
        ? [["Name", fullName(s)], ["Email", text(r.email)], ["Phone", phone(r)], ["Nature of enquiry", text(r.natureOfEnquiry)], ["Message", text(r.message)]]
        : [
            ["Position", `${s.jobTitle ?? ""} (${text(r.jobId)})`],
            ["Name", fullName(s)],
            ["Email", text(r.email)],
            ["Phone", phone(r)],
            ["Address", [r.address, r.city, r.state, r.postalCode, r.country].map(text).filter(Boolean).join(", ")],
            ["Current job title", text(r.currentJobTitle)],
            ["Current company", text(r.currentCompany)],
            ["Total experience", years(r.totalExperience)],
            ["Relevant experience", years(r.relevantExperience)],
            ["Expected salary (per annum)", Number(r.expectedSalary).toLocaleString("en-US")],
            ["Notice period", `${text(r.noticePeriod)} months`],
            ["Earliest joining date", text(r.joiningDate)],
            ["Willing to relocate", r.isRelocating ? "Yes" : "No"],
            ["Highest education", text(r.highestEducation)],
            ["University", text(r.university)],
            ["Year of graduation", text(r.yearOfGraduation)],
            ["Field of study", text(r.fieldOfStudy)],
            ["Heard about us through", text(r.howDidYouHearAboutUs)],
            ["Portfolio", text(r.portfolioWebsite)],
            ["LinkedIn", text(r.linkedInProfile)],
            ["Cover letter", text(r.coverLetter)],
          ];
  return fields.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}
