"use client";

import { useLocale, useTranslations } from "next-intl";
import { intlLocales } from "@/lib/i18n/intl";
import type { UploadView } from "./use-resumable-upload";

const MB = 1024 * 1024;

/**
 * A file size in the page's language ("1.5 MB", "1,5 MB", "1.5 ميغابايت"). English keeps its fixed format (no Intl);
 * the others format the one decimal with their separator, only once a file is chosen.
 */
export function useSizeLabel(): (bytes: number) => string {
  const t = useTranslations("JobApplicationForm");
  const locale = useLocale();
  return (bytes) => {
    if (bytes < MB) return t("upload.kilobytes", { size: String(Math.max(1, Math.round(bytes / 1024))) });
    const size = locale === "en" ? (bytes / MB).toFixed(1) : new Intl.NumberFormat(intlLocales[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB);
    return t("upload.megabytes", { size });
  };
}

/** Screen readers hear the upload at every quarter and when it ends, not at every progress event. */
const STEP = 25;

/**
 * A file's upload progress: a bar, the percentage, the size sent, the time left, and whether the connection is
 * gone. The polite live region says the milestones only.
 */
export function UploadProgress({ view, label }: { view: Extract<UploadView, { phase: "uploading" | "done" }>; label: string }) {
  const t = useTranslations("JobApplicationForm");
  const sizeLabel = useSizeLabel();
  const percent = view.phase === "done" ? 100 : Math.floor((100 * view.sent) / Math.max(1, view.size));
  const milestone = view.phase === "done" ? 100 : percent - (percent % STEP);
  // The live region's text changes only at milestones, so only they are announced.
  const said = milestone === 100 ? t("upload.done", { label }) : milestone > 0 ? t("upload.progress", { label, percent: milestone }) : "";
  const offline = view.phase === "uploading" && view.offline;
  const secondsLeft = view.phase === "uploading" && !offline ? view.secondsLeft : null;
  return (
    <div className="mt-2">
      <progress max={100} value={percent} aria-label={t("upload.progress", { label, percent })} className="h-2 w-full accent-brand-600" />
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-ink-600" data-testid="upload-status">
        <span>
          {view.phase === "done" ? t("upload.uploaded") : t("upload.percent", { percent })} ·{" "}
          {view.phase === "done" ? sizeLabel(view.size) : t("upload.sentOf", { sent: sizeLabel(view.sent), size: sizeLabel(view.size) })}
        </span>
        {secondsLeft !== null ? (
          <span>
            {secondsLeft >= 90
              ? t("upload.minutesLeft", { minutes: Math.round(secondsLeft / 60) })
              : t("upload.secondsLeft", { seconds: Math.max(1, Math.round(secondsLeft)) })}
          </span>
        ) : null}
      </p>
      {offline ? <p className="mt-1 text-xs font-medium text-danger-700">{t("upload.waitingForNetwork")}</p> : null}
      <p aria-live="polite" className="sr-only">
        {offline ? t("upload.waitingForNetwork") : said}
      </p>
    </div>
  );
}
