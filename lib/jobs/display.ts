import type { Job } from "@/lib/api/types";

const DEGREE_PATTERN = /\b(degree|bachelor'?s?|master'?s?|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|b\.?\s?a\b|mba|ph\.?\s?d|doctorate|diploma)\b/i;

/**
 * The job overview's "Degree": the API has no degree field, so it is the first required (else preferred)
 * qualification that names one; null when none does (pages then say "Not specified" in their language).
 */
export function jobDegree(job: Pick<Job, "requiredQualifications" | "preferredQualifications">): string | null {
  return job.requiredQualifications.find((q) => DEGREE_PATTERN.test(q)) ?? job.preferredQualifications.find((q) => DEGREE_PATTERN.test(q)) ?? null;
}

/** A job description as paragraphs: blank lines (or single line breaks) separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
