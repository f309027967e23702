"use client";

import { useEffect, useState } from "react";
import { importWhenOnline } from "@/lib/connection-back";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import type { UploadProgress, UploadWords } from "./upload-display";

/** The upload widget's messages as the server loaded them (compiled at build time), with the page's locale. */
export type UploadMessages = Pick<Messages["JobApplicationForm"], "upload" | "removeFile">;
export type UploadSource = { locale: Locale; messages: UploadMessages };

/** What a chosen file's box shows beyond its name: its words and its progress. */
export type UploadDisplay = { words: UploadWords; Progress: typeof UploadProgress };

/** One display per language for the page's lifetime (a visitor may move to another edition without a reload). */
const loaded = new Map<Locale, Promise<UploadDisplay>>();

function load(source: UploadSource): Promise<UploadDisplay> {
  let display = loaded.get(source.locale);
  if (!display) {
    // A file chosen offline before this was ever loaded: it is fetched once the connection is back.
    display = importWhenOnline(() => import("./upload-display")).then((m) => ({ words: m.uploadWords(source), Progress: m.UploadProgress }));
    loaded.set(source.locale, display);
  }
  return display;
}

/**
 * The chosen file's display (./upload-display.tsx, with next-intl's message formatter), fetched like tus-js-client
 * once it is `needed` (a file is shown): the page's first JavaScript carries neither. Null until it has arrived.
 */
export function useUploadDisplay(source: UploadSource, needed: boolean): UploadDisplay | null {
  const [display, setDisplay] = useState<UploadDisplay | null>(null);
  useEffect(() => {
    if (!needed || display) return;
    let current = true;
    void load(source).then((loadedDisplay) => current && setDisplay(loadedDisplay));
    return () => {
      current = false;
    };
  }, [needed, display, source]);
  return display;
}
