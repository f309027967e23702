import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JobPageState } from "@/components/jobs/job-page-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("JobApplicationPage");
  return { title: t("missingTitle"), robots: { index: false, follow: true } };
}

/** /job-application without an id (spec 8: 'Job ID not provided'). */
export default function JobApplicationWithoutId() {
  return <JobPageState state="idMissing" />;
}
