import type { Metadata } from "next";
import { JobIdMissing } from "@/components/jobs/job-id-missing";

export const metadata: Metadata = { title: "Job ID not provided", robots: { index: false, follow: true } };

/** /job-application without an id (spec 8: 'Job ID not provided'). */
export default function JobApplicationWithoutId() {
  return <JobIdMissing />;
}
