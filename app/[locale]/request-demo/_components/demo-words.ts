import { getTranslations } from "next-intl/server";
import { fieldWords } from "@/lib/forms/field-words";
import { returnWords } from "@/lib/forms/return-words";
import type { Locale } from "@/lib/i18n/locales";
import { demoErrorsIn } from "@/lib/schemas/demo";

/**
 * Everything the demo request form says, in the page's language, translated on the server and handed to the form as
 * props: labels, toasts, and the schema's messages (the very ones its server action answers with).
 */
export async function demoFormWords(locale: Locale) {
  const [t, fields, errors, back] = await Promise.all([getTranslations({ locale, namespace: "DemoForm" }), fieldWords(locale), demoErrorsIn(locale), returnWords(locale)]);
  return {
    fields,
    errors,
    formLabel: t("formLabel"),
    companyName: t("companyName"),
    dmFirstName: t("dmFirstName"),
    dmLastName: t("dmLastName"),
    dmTitle: t("dmTitle"),
    email: t("email"),
    phone: t("phone"),
    country: t("country"),
    countryPlaceholder: t("countryPlaceholder"),
    submit: t("submit"),
    submittingLabel: t("submittingLabel"),
    success: t("success"),
    failure: t("failure"),
    notSent: t("notSent"),
    back,
  };
}

export type DemoFormWords = Awaited<ReturnType<typeof demoFormWords>>;
