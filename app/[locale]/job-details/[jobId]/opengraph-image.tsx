import { withCurrencyCodes } from "@/lib/format/salary";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { cleanJobId, loadJob } from "@/lib/jobs/load-job";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
export const alt = "Job opening at E7";
export const revalidate = 300;

/** The sharing card of one job: title, team, location, type and salary. */
export default async function Image({ params }: { params: Promise<{ jobId: string }> }) {
  const id = cleanJobId((await params).jobId);
  const job = id ? await loadJob(id).catch(() => null) : null;
  if (!job) return renderOgImage({ eyebrow: "Careers at E7", title: "Build the future of data security" });
  return renderOgImage({
    eyebrow: job.department ? `Careers · ${job.department}` : "Careers at E7",
    title: job.title,
    detail: [job.location, jobTypeLabel(job), withCurrencyCodes(job.salary)].filter(Boolean).join(" · "),
  });
}
