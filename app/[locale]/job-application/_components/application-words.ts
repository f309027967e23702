import { getTranslations } from "next-intl/server";
import { fieldWords, legalLinks } from "@/lib/forms/field-words";
import { returnWords } from "@/lib/forms/return-words";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { APPLICATION_FORM_FIELDS, applicationErrorsIn, MAX_DOCUMENT_LABEL, maxGraduationYear, MIN_GRADUATION_YEAR } from "@/lib/schemas/application";
import { EDUCATION_KEYS, HEAR_ABOUT_US_KEYS } from "./select-options";
import type { UploadSource } from "./use-upload-display";

type FormField = (typeof APPLICATION_FORM_FIELDS)[number];

type GraduationTexts = { hint: string; error: string };

/**
 * Everything the job application says, in the page's language, translated on the server and handed to the form as
 * props: labels, options, hints, toasts, and the schema's messages (the very ones its server action answers with).
 * Two kinds of words take a value only the browser knows:
 * - the graduation year's range ends with this year when the check runs: its texts for the years around the
 *   server's (a page cached across New Year, a visitor's clock a little off) go along, and the form picks its year's;
 * - the upload widget's words take a file's name, size and progress: their messages go along as the catalogue holds
 *   them, for next-intl's formatter, which the browser fetches once a file is chosen (./use-upload-display.ts).
 */
export async function applicationFormWords(locale: Locale) {
  const [t, fields, { yearRange, ...errors }, catalogue, back] = await Promise.all([
    getTranslations({ locale, namespace: "JobApplicationForm" }),
    fieldWords(locale),
    applicationErrorsIn(locale),
    loadMessages(locale),
    returnWords(locale),
  ]);
  const year = maxGraduationYear();
  const years = [year - 1, year, year + 1];
  const { upload, removeFile } = catalogue.JobApplicationForm;
  return {
    fields,
    errors,
    graduation: {
      year,
      byYear: Object.fromEntries(years.map((max) => [max, { hint: t("hints.yearOfGraduation", { min: MIN_GRADUATION_YEAR, max }), error: yearRange(max) }])) as Record<number, GraduationTexts>,
    },
    labels: Object.fromEntries(APPLICATION_FORM_FIELDS.map((name) => [name, t(`labels.${name}`)])) as Record<FormField, string>,
    // The values stay as the API receives them (select-options.ts); these are what the visitor reads.
    education: EDUCATION_KEYS.map((key) => t(`educationLevels.${key}`)),
    hearAboutUs: HEAR_ABOUT_US_KEYS.map((key) => t(`hearAboutUsOptions.${key}`)),
    sections: {
      personal: t("sections.personal"),
      personalDescription: t("sections.personalDescription"),
      address: t("sections.address"),
      experience: t("sections.experience"),
      education: t("sections.education"),
      other: t("sections.other"),
      documents: t("sections.documents"),
      documentsDescription: t("sections.documentsDescription"),
    },
    hints: {
      phoneNumber: t("hints.phoneNumber"),
      expectedSalary: t("hints.expectedSalary"),
      noticePeriod: t("hints.noticePeriod"),
      coverLetter: t("hints.coverLetter"),
    },
    educationPlaceholder: t("educationPlaceholder"),
    hearAboutUsPlaceholder: t("hearAboutUsPlaceholder"),
    yes: t("yes"),
    no: t("no"),
    formLabel: t("formLabel"),
    restored: t("restored"),
    startOver: t("startOver"),
    terms: t.rich("terms", legalLinks("btn-link inline")),
    draftNote: t("draftNote"),
    submit: t("submit"),
    submitting: t("submitting"),
    success: t("success"),
    failure: t("failure"),
    notSent: t("notSent"),
    back,
    invalidForm: t("errors.invalidForm"),
    dropFile: t("dropFile"),
    chooseFile: t("chooseFile"),
    fileTypes: t("fileTypes", { max: MAX_DOCUMENT_LABEL }),
    uploadFailed: t("upload.failed"),
    uploadFinishing: t("upload.finishing"),
    upload: { locale, messages: { upload, removeFile } } satisfies UploadSource,
  };
}

export type ApplicationFormWords = Awaited<ReturnType<typeof applicationFormWords>>;
