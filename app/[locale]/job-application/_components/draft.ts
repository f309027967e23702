import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { clearDraft as clear, readDraft as read, writeDraft as write, type DraftStore } from "@/lib/forms/form-draft";

/**
 * The application draft kept in this browser (localStorage) for a month, so a reload or a dropped connection does not
 * lose a long application. Text only: files cannot be stored and the terms box must be ticked again on purpose.
 */
const draftStore = (jobId: string): DraftStore => ({
  storage: "local",
  key: `e7:job-application-draft:${jobId}`,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  skip: new Set(["jobId", "acceptTerms", "resume", "otherDoc"]),
  blank: { countryCode: DEFAULT_COUNTRY_CODE },
});

export const readDraft = (jobId: string) => read(draftStore(jobId));
export const writeDraft = (jobId: string, values: Record<string, unknown>) => write(draftStore(jobId), values);
export const clearDraft = (jobId: string) => clear(draftStore(jobId));
