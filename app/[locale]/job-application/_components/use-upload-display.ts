"use client";

import { useEffect, useState } from "react";
import { connectionBack } from "@/lib/connection-back";
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
    display = import("./upload-display").then((m) => ({ words: m.uploadWords(source), Progress: m.UploadProgress }));
    display.catch(() => loaded.delete(source.locale)); // offline: the next file tries again
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
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (!needed || display) return;
    let current = true;
    load(source).then(
      (loadedDisplay) => current && setDisplay(loadedDisplay),
      // Offline (a file chosen with no connection): try again once it is back.
      () => void connectionBack().then(() => current && setAttempts((count) => count + 1)),
    );
    return () => {
      current = false;
    };
  }, [needed, display, source, attempts]);
  return display;
}
