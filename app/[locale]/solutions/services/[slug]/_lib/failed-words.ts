import { getTranslations } from "next-intl/server";
import type { ServiceFailedText } from "../_components/service-load-failed";

/** The failure state's words, for the page (which renders it itself) and for the layout (which hands them to error.tsx). */
export async function serviceFailedWords(): Promise<ServiceFailedText> {
  const t = await getTranslations("ServicePage");
  return { failedTitle: t("failedTitle"), failedLead: t("failedLead"), backToSolutions: t("backToSolutions"), bookDemo: t("bookDemo"), tryAgain: t("tryAgain") };
}
