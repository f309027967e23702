"use client";

import { createTranslator } from "use-intl/core";
import { intlLocales } from "@/lib/i18n/intl";
import type { UploadSource } from "./use-upload-display";

export { UploadProgress } from "./upload-progress";

const MB = 1024 * 1024;

/**
 * The upload widget's words. A file's name, its size, the percent sent and the time left (with Arabic plurals) go
 * into them while it uploads, so they are formatted in the browser, by next-intl's own formatter (use-intl/core), from
 * the messages the server sent as the catalogue holds them (compiled at build time). This module, with the progress
 * display, is fetched once a file is shown (./use-upload-display.ts).
 */
export function uploadWords({ locale, messages }: UploadSource) {
  const t = createTranslator({ locale, messages: { JobApplicationForm: messages }, namespace: "JobApplicationForm" });
  /**
   * A file size in the page's language ("1.5 MB", "1,5 MB", "1.5 ميغابايت"). English keeps its fixed format (no
   * Intl); the others format the one decimal with their separator.
   */
  const size = (bytes: number): string => {
    if (bytes < MB) return t("upload.kilobytes", { size: String(Math.max(1, Math.round(bytes / 1024))) });
    const megabytes = locale === "en" ? (bytes / MB).toFixed(1) : new Intl.NumberFormat(intlLocales[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB);
    return t("upload.megabytes", { size: megabytes });
  };
  return {
    size,
    uploaded: t("upload.uploaded"),
    percent: (percent: number) => t("upload.percent", { percent }),
    sentOf: (sent: number, total: number) => t("upload.sentOf", { sent: size(sent), size: size(total) }),
    /** In minutes from a minute and a half on, in seconds below. */
    timeLeft: (seconds: number) =>
      seconds >= 90 ? t("upload.minutesLeft", { minutes: Math.round(seconds / 60) }) : t("upload.secondsLeft", { seconds: Math.max(1, Math.round(seconds)) }),
    progress: (label: string, percent: number) => t("upload.progress", { label, percent }),
    done: (label: string) => t("upload.done", { label }),
    waitingForNetwork: t("upload.waitingForNetwork"),
    cancel: (name: string) => t("upload.cancel", { name }),
    remove: (name: string) => t("removeFile", { name }),
    resumeNotice: (name: string, percent: number) => t("upload.resumeNotice", { name, percent }),
  };
}

export type UploadWords = ReturnType<typeof uploadWords>;
