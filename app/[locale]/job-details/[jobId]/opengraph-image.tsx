import { getTranslations } from "next-intl/server";
import { localSalaryText, withCurrencyCodes } from "@/lib/format/salary";
import { localLocation } from "@/lib/format/location";
import { jobTypeLabel } from "@/lib/jobs/filter";
import { jobTerm } from "@/lib/jobs/terms";
import { jobForPage } from "@/lib/jobs/load-job";
import { localeOrDefault } from "@/lib/i18n/locales";
import { englishCaps } from "@/lib/seo/og-caps";
import { ogContentType, ogSize, renderOgImage } from "@/lib/seo/og-image";

export const size = ogSize;
export const contentType = ogContentType;
/** English, for the error states only: the page names this card with an alt in its language (ownCardPath). */
export const alt = "Job opening at E7";
export const revalidate = 300;

/** The sharing card of one job: title, team, location, type and salary (currency codes, which read the same in every language). */
export default async function Image({ params }: { params: Promise<{ jobId: string; locale: string }> }) {
  const { jobId, locale } = await params;
  const cardLocale = localeOrDefault(locale);
  const t = await getTranslations({ locale: cardLocale, namespace: "JobDetails" });
  const job = await jobForPage(jobId);
  // A job named in other letter case (its page redirects) or missing: the site's generic card.
  if (typeof job === "string" || "movedTo" in job) return renderOgImage({ eyebrow: t("ogEyebrow"), title: t("ogFallback"), locale: cardLocale });
  return renderOgImage({
    eyebrow: job.department ? t("ogDepartment", { department: englishCaps(job.department) }) : t("ogEyebrow"),
    title: job.title,
    detail: [localLocation(job, cardLocale), jobTerm(jobTypeLabel(job), cardLocale).text, withCurrencyCodes(localSalaryText(job, cardLocale))].filter(Boolean).join(" · "),
    locale: cardLocale,
  });
}
