import { getTranslations } from "next-intl/server";
import { fieldWords } from "@/lib/forms/field-words";
import { returnWords } from "@/lib/forms/return-words";
import type { Locale } from "@/lib/i18n/locales";
import { contactErrorsIn, NATURE_OF_ENQUIRY_OPTIONS } from "@/lib/schemas/contact";

/**
 * Everything the contact form says, in the page's language, translated on the server and handed to the form as
 * props: labels, options, toasts, and the schema's messages (the very ones its server action answers with).
 */
export async function contactFormWords(locale: Locale) {
  const [t, fields, errors, back] = await Promise.all([getTranslations({ locale, namespace: "ContactForm" }), fieldWords(locale), contactErrorsIn(locale), returnWords(locale)]);
  return {
    fields,
    errors,
    formLabel: t("formLabel"),
    firstName: t("firstName"),
    lastName: t("lastName"),
    email: t("email"),
    phone: t("phone"),
    natureOfEnquiry: t("natureOfEnquiry"),
    natureOfEnquiryPlaceholder: t("natureOfEnquiryPlaceholder"),
    // The value is what the API receives (English); the label is the visitor's language.
    enquiryOptions: NATURE_OF_ENQUIRY_OPTIONS.map((value) => ({ value, label: t(`enquiryOptions.${value}`) })),
    message: t("message"),
    messagePlaceholder: t("messagePlaceholder"),
    submit: t("submit"),
    submittingLabel: t("submittingLabel"),
    submitting: t("submitting"),
    success: t("success"),
    failure: t("failure"),
    notSent: t("notSent"),
    back,
  };
}

export type ContactFormWords = Awaited<ReturnType<typeof contactFormWords>>;
