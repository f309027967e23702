import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { BoundaryWordsProvider } from "@/lib/i18n/boundary-words";
import type { JobRouteErrorText } from "./job-route-error";

/**
 * For the layouts of the job detail and job application routes: translates the words of their error boundary
 * (JobRouteError, which renders in the browser and takes no props) and hands them down to it.
 */
export async function JobRouteErrorWords({ children }: { children: ReactNode }) {
  const t = await getTranslations("JobStates");
  const words: JobRouteErrorText = { failedDetails: t("failedDetails"), backToListings: t("backToListings") };
  return <BoundaryWordsProvider words={words}>{children}</BoundaryWordsProvider>;
}
