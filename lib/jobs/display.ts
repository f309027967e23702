import type { Job, SalaryPeriod } from "@/lib/api/types";

const DEGREE_PATTERN = /\b(degree|bachelor'?s?|master'?s?|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|b\.?\s?a\b|mba|ph\.?\s?d|doctorate|diploma)\b/i;

/**
 * The job overview's "Degree": the API has no degree field, so it is the first required (else preferred)
 * qualification that names one.
 */
export function jobDegree(job: Pick<Job, "requiredQualifications" | "preferredQualifications">): string {
  const match =
    job.requiredQualifications.find((q) => DEGREE_PATTERN.test(q)) ?? job.preferredQualifications.find((q) => DEGREE_PATTERN.test(q));
  return match ?? "Not specified";
}

export const SALARY_PERIOD_WORDS: Record<SalaryPeriod, string> = { yearly: "per year", monthly: "per month", hourly: "per hour" };

/** A job description as paragraphs: blank lines (or single line breaks) separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
