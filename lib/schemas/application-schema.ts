import "@/lib/security/zod-jitless"; // before zod: no CSP-violating eval probe in the browser
import { z } from "zod/mini";
import {
  COUNTRY_CODE_PATTERN,
  DEFAULT_COUNTRY_CODE,
  EMAIL_PATTERN,
} from "@/lib/forms/field-rules";
import { addIssue } from "@/lib/forms/schema-parts";
import {
  documentProblem,
  HEAR_ABOUT_US_OPTIONS,
  isFileLike,
  isNoFile,
  isRealFile,
  maxGraduationYear,
  MIN_GRADUATION_YEAR,
  MIN_PHONE_LENGTH,
  type ApplicationErrors,
  type ApplicationNumberLimit,
  type ApplicationTextLimit,
  type ApplicationTextField,
  type DocumentFile,
} from "./application-fields";

/**
 * The job application (spec sections 3 and 5): ONE schema, run by react-hook-form in the browser, by the server
 * action, and by the built-in API's route handler, built with the messages of the visitor's language. Inputs are
 * what forms and multipart bodies carry (strings); outputs are typed values (numbers, booleans, dates as YYYY-MM-DD).
 */

type FileInput = DocumentFile | "" | null | undefined;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The application's schemas, built with the messages of the visitor's language. */
export function applicationSchemas(errors: ApplicationErrors) {
  const fileInput = z.custom<FileInput>((v) => isNoFile(v) || isFileLike(v), {
    error: errors.wrongFileType,
  });

  const requiredDocument = z.pipe(
    fileInput,
    z.transform((value: FileInput, ctx): DocumentFile => {
      if (!isRealFile(value)) {
        addIssue(ctx, errors.resume);
        return z.NEVER;
      }
      const problem = documentProblem(value, errors);
      if (problem) addIssue(ctx, problem);
      return value;
    }),
  );

  const optionalDocument = z.pipe(
    fileInput,
    z.transform((value: FileInput, ctx): DocumentFile | undefined => {
      if (!isRealFile(value)) return undefined;
      const problem = documentProblem(value, errors);
      if (problem) addIssue(ctx, problem);
      return value;
    }),
  );

  // --- Text fields ------------------------------------------------------------------------------------------------

  const keepUnder = (max: ApplicationTextLimit) =>
    z.maxLength(max, { error: errors.keepUnder[max] });

  const requiredText = (max: ApplicationTextLimit) =>
    z
      .string({ error: errors.required })
      .check(
        z.trim(),
        z.minLength(1, { error: errors.required, abort: true }),
        keepUnder(max),
      );

  /** Optional text: blank becomes undefined so it is skipped when the multipart body is built. */
  const optionalText = (max: ApplicationTextLimit) =>
    z.pipe(
      z.optional(z.string().check(z.trim(), keepUnder(max))),
      z.transform((v: string | undefined) => (v ? v : undefined)),
    );

  /** A whole number typed into a number input (or sent as a multipart string), within [min, max]. */
  const wholeNumber = (
    min: number,
    max: () => number,
    rangeMessage: (max: number) => string,
  ) =>
    z.pipe(
      z.custom<string | number | null | undefined>(
        (v) => v == null || typeof v === "string" || typeof v === "number",
        { error: errors.required },
      ),
      z.transform((raw: string | number | null | undefined, ctx): number => {
        const text = raw == null ? "" : String(raw).trim();
        if (text === "") {
          addIssue(ctx, errors.required);
          return z.NEVER;
        }
        const upper = max();
        if (!/^-?\d+$/.test(text)) {
          addIssue(ctx, errors.wholeNumber);
          return z.NEVER;
        }
        const n = Number(text);
        if (n < min || n > upper) addIssue(ctx, rangeMessage(upper));
        return n;
      }),
    );

  const zeroOrMore = (max: ApplicationNumberLimit) =>
    wholeNumber(0, () => max, () => errors.numberRange[max]);

  /** Radios give "yes"/"no" (or null when neither is chosen); the API's multipart gives "true"/"false". */
  const yesNo = z.pipe(
    z.custom<boolean | string | null | undefined>(
      (v) => v == null || typeof v === "boolean" || typeof v === "string",
      { error: errors.relocation },
    ),
    z.transform((v: boolean | string | null | undefined, ctx): boolean => {
      if (v === true || v === "yes" || v === "true") return true;
      if (v === false || v === "no" || v === "false") return false;
      addIssue(ctx, errors.relocation);
      return z.NEVER;
    }),
  );

  /** The text fields of an application as the API receives them (spec section 3, multipart). */
  const applicationSchema = z.object({
    jobId: requiredText(100),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: requiredText(254).check(
      z.regex(EMAIL_PATTERN, { error: errors.email }),
    ),
    countryCode: z.pipe(
      z.pipe(
        z.optional(z.string().check(z.trim())),
        z.transform((v: string | undefined) => v || DEFAULT_COUNTRY_CODE),
      ),
      z
        .string()
        .check(z.regex(COUNTRY_CODE_PATTERN, { error: errors.countryCode })),
    ),
    phoneNumber: requiredText(20).check(
      z.minLength(MIN_PHONE_LENGTH, { error: errors.phone, abort: true }),
      z.regex(/^[\d\s().+-]+$/, { error: errors.phone }),
    ),
    address: requiredText(300),
    city: requiredText(100),
    state: requiredText(100),
    country: requiredText(100),
    postalCode: requiredText(20),
    currentJobTitle: requiredText(150),
    currentCompany: requiredText(150),
    totalExperience: zeroOrMore(60),
    relevantExperience: zeroOrMore(60),
    expectedSalary: zeroOrMore(100_000_000),
    noticePeriod: zeroOrMore(36),
    joiningDate: requiredText(10).check(
      z.refine(isCalendarDate, { error: errors.date }),
    ),
    isRelocating: yesNo,
    highestEducation: requiredText(150),
    university: requiredText(200),
    yearOfGraduation: wholeNumber(
      MIN_GRADUATION_YEAR,
      maxGraduationYear,
      errors.yearRange,
    ),
    fieldOfStudy: requiredText(150),
    howDidYouHearAboutUs: z.enum(HEAR_ABOUT_US_OPTIONS, {
      error: errors.required,
    }),
    coverLetter: requiredText(5000),
    portfolioWebsite: optionalText(500),
    linkedInProfile: optionalText(500),
  } satisfies Record<ApplicationTextField, z.core.$ZodType>);

  const termsAccepted = z
    .pipe(
      z.optional(z.union([z.boolean(), z.string()])),
      z.transform(
        (v: boolean | string | undefined) =>
          v === true || v === "on" || v === "true",
      ),
    )
    .check(z.refine((v) => v, { error: errors.terms }));

  /** What the visitor fills in: the API's fields, the terms box and the two files. */
  const applicationFormSchema = z.extend(applicationSchema, {
    acceptTerms: termsAccepted,
    resume: requiredDocument,
    otherDoc: optionalDocument,
  });

  return {
    applicationSchema,
    applicationFormSchema,
    requiredDocument,
    optionalDocument,
  };
}

export type ApplicationSchemas = ReturnType<typeof applicationSchemas>;
export type ApplicationInput = z.output<
  ApplicationSchemas["applicationSchema"]
>;
export type ApplicationFormInput = z.input<
  ApplicationSchemas["applicationFormSchema"]
>;
export type ApplicationFormOutput = z.output<
  ApplicationSchemas["applicationFormSchema"]
>;
export type ApplicationFormField = keyof ApplicationFormInput;
