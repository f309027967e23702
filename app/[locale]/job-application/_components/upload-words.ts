"use client";

import { useEffect, useState } from "react";
import { intlLocales } from "@/lib/i18n/intl";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/**
 * The upload widget's words. A file's name, its size, the percent sent and the time left (with Arabic plurals) go
 * into them while it uploads, so they are formatted in the browser, by next-intl's own formatter (use-intl/core).
 * That formatter is fetched, like tus-js-client, only once a file is chosen or found again after a reload: the page's
 * first JavaScript carries no message formatter. The messages come from the server as the catalogue holds them
 * (compiled at build time), with the page's locale.
 */
export type UploadMessages = Pick<Messages["JobApplicationForm"], "upload" | "removeFile">;
export type UploadSource = { locale: Locale; messages: UploadMessages };

const MB = 1024 * 1024;

async function createUploadWords({ locale, messages }: UploadSource) {
  const { createTranslator } = await import("use-intl/core");
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

export type UploadWords = Awaited<ReturnType<typeof createUploadWords>>;

/** One set per language for the page's lifetime (a visitor may move to another edition without a reload). */
const loaded = new Map<Locale, Promise<UploadWords>>();

function load(source: UploadSource): Promise<UploadWords> {
  let words = loaded.get(source.locale);
  if (!words) {
    words = createUploadWords(source);
    words.catch(() => loaded.delete(source.locale)); // offline: the next file tries again
    loaded.set(source.locale, words);
  }
  return words;
}

/** The widget's words once `needed` (a file is shown) and fetched; null until then. */
export function useUploadWords(source: UploadSource, needed: boolean): UploadWords | null {
  const [words, setWords] = useState<UploadWords | null>(null);
  useEffect(() => {
    if (!needed || words) return;
    let current = true;
    load(source).then(
      (loadedWords) => current && setWords(loadedWords),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, words, source]);
  return words;
}
