import { textsBy } from "@/lib/forms/form-errors";
import type { Translator } from "@/lib/forms/translator";

/**
 * The job application's options, limits, field list, file checks and the shape of its messages, without zod: the
 * form imports them with the page, the schema (application-schema.ts) loads on first use. The messages are
 * JobApplicationForm's, in the visitor's language, built on the server and handed to the form as data.
 */

/** Where the form's messages live (content/messages/forms): the server's translator asks for it. */
export const APPLICATION_MESSAGES = { namespace: "JobApplicationForm" } as const;

/** The text fields' length limits and the number fields' upper bounds: their messages are built for these. */
export const APPLICATION_TEXT_LIMITS = [10, 20, 100, 150, 200, 254, 300, 500, 5000] as const;
export const APPLICATION_NUMBER_LIMITS = [36, 60, 100_000_000] as const;
export type ApplicationTextLimit = (typeof APPLICATION_TEXT_LIMITS)[number];
export type ApplicationNumberLimit = (typeof APPLICATION_NUMBER_LIMITS)[number];

/** What a chosen file can be told (documentProblem), in one language. */
export type DocumentErrors = { wrongFileType: string; fileTooLarge: string; fileEmpty: string };

export type ApplicationErrors = DocumentErrors & {
  required: string;
  email: string;
  phone: string;
  resume: string;
  terms: string;
  relocation: string;
  keepUnder: Readonly<Record<ApplicationTextLimit, string>>;
  wholeNumber: string;
  numberRange: Readonly<Record<ApplicationNumberLimit, string>>;
  countryCode: string;
  date: string;
  /** Between MIN_GRADUATION_YEAR and `max`, this year when the check runs (so not a fixed set: see the form's words). */
  yearRange: (max: number) => string;
};

/** The messages that are plain data, which the page hands to the form in the browser. */
export type ApplicationErrorTexts = Omit<ApplicationErrors, "yearRange">;

export const documentErrors = (t: Translator<"JobApplicationForm">): DocumentErrors => ({
  wrongFileType: t("errors.wrongFileType"),
  fileTooLarge: t("errors.fileTooLarge"),
  fileEmpty: t("errors.fileEmpty"),
});

/** The application schema's messages in the translator's language (the server action's and, as data, the form's). */
export const applicationErrors = (t: Translator<"JobApplicationForm">): ApplicationErrors => ({
  ...documentErrors(t),
  required: t("errors.required"),
  email: t("errors.email"),
  phone: t("errors.phone"),
  resume: t("errors.resume"),
  terms: t("errors.terms"),
  relocation: t("errors.relocation"),
  keepUnder: textsBy(APPLICATION_TEXT_LIMITS, (max) => t("errors.keepUnder", { max })),
  wholeNumber: t("errors.wholeNumber"),
  numberRange: textsBy(APPLICATION_NUMBER_LIMITS, (max) => t("errors.numberRange", { max })),
  countryCode: t("errors.countryCode"),
  date: t("errors.date"),
  yearRange: (max) => t("errors.yearRange", { min: MIN_GRADUATION_YEAR, max }),
});

export const HEAR_ABOUT_US_OPTIONS = [
  "Company Website",
  "LinkedIn",
  "Job Boards (Indeed, Glassdoor, etc.)",
  "Referral from Employee",
  "Referral from Friend/Family",
  "Social Media",
  "University Career Center",
  "Recruitment Agency",
  "Other",
] as const;

export const MIN_PHONE_LENGTH = 10;
export const MIN_GRADUATION_YEAR = 1950;
/** Evaluated on every check, so a long-running server does not keep last year's limit. */
export const maxGraduationYear = (): number => new Date().getFullYear();

// --- Files (resume, otherDoc) -----------------------------------------------------------------------------------

export const ACCEPTED_DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const ACCEPTED_DOCUMENT_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
/** For `<input type="file" accept>`: extensions and MIME types, so phones offer the right files. */
export const DOCUMENT_ACCEPT_ATTRIBUTE = [...ACCEPTED_DOCUMENT_EXTENSIONS, ...ACCEPTED_DOCUMENT_MIME_TYPES].join(",");
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_LABEL = "10MB";

/** What the browser's File and the server's (undici) File have in common; duck-typed so both realms pass. */
export type DocumentFile = { name: string; size: number; type: string; arrayBuffer(): Promise<ArrayBuffer> };

export function isFileLike(value: unknown): value is DocumentFile {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.size === "number" && typeof v.arrayBuffer === "function";
}

const PLACEHOLDER_NAMES = new Set(["", "blob", "undefined"]);

/**
 * "No file chosen", however it arrives: null, an empty string, or an empty blob with no real name (React's
 * server-action decoding turns an untouched file input into an empty File named "undefined").
 */
export function isNoFile(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return v.size === 0 && typeof v.arrayBuffer === "function" && (v.name === undefined || PLACEHOLDER_NAMES.has(String(v.name)));
}

/** A file the visitor actually chose. */
export function isRealFile(value: unknown): value is DocumentFile {
  return isFileLike(value) && !isNoFile(value);
}

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return ACCEPTED_DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The visitor-facing problem with a chosen file, or null. Content sniffing is the store's job (server side). */
export function documentProblem(file: { name: string; size: number }, errors: DocumentErrors): string | null {
  if (!hasAcceptedExtension(file.name)) return errors.wrongFileType;
  if (file.size > MAX_DOCUMENT_BYTES) return errors.fileTooLarge;
  if (file.size === 0) return errors.fileEmpty;
  return null;
}

/** The text fields in the order of the multipart body, the staff export and the form's error reporting. */
export const APPLICATION_TEXT_FIELDS = [
  "jobId",
  "firstName",
  "lastName",
  "email",
  "countryCode",
  "phoneNumber",
  "address",
  "city",
  "state",
  "country",
  "postalCode",
  "currentJobTitle",
  "currentCompany",
  "totalExperience",
  "relevantExperience",
  "expectedSalary",
  "noticePeriod",
  "joiningDate",
  "isRelocating",
  "highestEducation",
  "university",
  "yearOfGraduation",
  "fieldOfStudy",
  "howDidYouHearAboutUs",
  "coverLetter",
  "portfolioWebsite",
  "linkedInProfile",
] as const;

export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/** Every field of the form: the text fields, the terms box and the two documents. */
export const APPLICATION_FORM_FIELDS = [...APPLICATION_TEXT_FIELDS, "acceptTerms", "resume", "otherDoc"] as const;
