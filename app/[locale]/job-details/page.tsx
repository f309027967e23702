import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JobPageState } from "@/components/jobs/job-page-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("JobStates");
  return { title: t("idMissing"), robots: { index: false, follow: true } };
}

/** /job-details without an id (spec 8: 'Job ID not provided'). */
export default function JobDetailsWithoutId() {
  return <JobPageState state="idMissing" />;
}
