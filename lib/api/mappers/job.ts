import { formatApplyBy, parseDate } from "@/lib/format/dates";
import { formatLocation } from "@/lib/format/location";
import { formatSalary, formatSalaryRange, normalizeSalaryPeriod, toAmount } from "@/lib/format/salary";
import { splitListField } from "@/lib/format/text";
import type { RawJob } from "../raw-types";
import type { Job } from "../types";

export const NOT_SPECIFIED = "Not specified";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const optional = (value: unknown): string | undefined => text(value) || undefined;

/** The host's job posting in the site's form, with every display rule of spec section 9 applied. */
export function toJob(raw: RawJob): Job {
  const id = String(raw.id);
  const currency = text(raw.currency).toUpperCase() || "USD";
  const salaryInput = { minimumPay: raw.minimumPay, maximumPay: raw.maximumPay, currency, salaryPeriod: raw.salaryPeriod };
  const posted = parseDate(raw.createdAt);
  const deadline = parseDate(raw.applicationDeadline);
  const job: Job = {
    id,
    jobNumber: text(raw.displayJobId) || id,
    title: text(raw.title),
    department: text(raw.department),
    experience: text(raw.experienceLevel) || NOT_SPECIFIED,
    employmentType: text(raw.employmentType) || text(raw.type),
    jobCategory: text(raw.jobCategory),
    currency,
    salaryPeriod: normalizeSalaryPeriod(raw.salaryPeriod),
    salary: formatSalary(salaryInput),
    salaryRange: formatSalaryRange(salaryInput),
    location: formatLocation(raw),
    isRemoteFlexible: raw.isRemoteFlexible === true,
    postedAt: posted ? posted.toISOString() : "",
    applyBy: formatApplyBy(deadline),
    description: typeof raw.description === "string" ? raw.description.trim() : "",
    keyResponsibilities: splitListField(raw.keyResponsibilities),
    requiredSkills: splitListField(raw.requiredSkills),
    requiredQualifications: splitListField(raw.requiredQualifications),
    preferredQualifications: splitListField(raw.preferredQualifications),
    additionalCompensation: splitListField(raw.additionalCompensation),
  };
  const min = toAmount(raw.minimumPay);
  const max = toAmount(raw.maximumPay);
  if (min !== undefined) job.minimumPay = min;
  if (max !== undefined) job.maximumPay = max;
  const city = optional(raw.city);
  const state = optional(raw.state);
  const country = optional(raw.country);
  if (city) job.city = city;
  if (state) job.state = state;
  if (country) job.country = country;
  if (deadline) job.deadline = deadline.toISOString();
  return job;
}

/** 'Full Time' when the posting does not say (job detail page). */
export const jobTypeOrDefault = (job: Pick<Job, "employmentType">): string => job.employmentType || "Full Time";
