import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/server";
import { stateMetadata } from "@/lib/seo/metadata";
import { JobPageState } from "@/components/jobs/job-page-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("JobApplicationPage");
  return stateMetadata(t("missingTitle"), await pageLocale());
}

/** /job-application without an id (spec 8: 'Job ID not provided'). */
export default function JobApplicationWithoutId() {
  return <JobPageState state="idMissing" />;
}
