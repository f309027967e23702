import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/server";
import { stateMetadata } from "@/lib/seo/metadata";
import { JobPageState } from "@/components/jobs/job-page-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("JobStates");
  return stateMetadata(t("idMissing"), await pageLocale());
}

/** /job-details without an id (spec 8: 'Job ID not provided'). */
export default function JobDetailsWithoutId() {
  return <JobPageState state="idMissing" />;
}
