"use client";

import { useSyncExternalStore } from "react";
import { formatUtcDate } from "@/lib/format/dates";
import { formatPostedTime } from "@/lib/format/posted-time";
import { useClientLocale } from "@/lib/i18n/locale-context";
import type { Locale } from "@/lib/i18n/locales";

const MINUTE = 60_000;

/** One clock for every badge: ticks each minute so "5 min ago" does not go stale on an open tab. */
function subscribe(onChange: () => void): () => void {
  const id = window.setInterval(onChange, MINUTE);
  return () => window.clearInterval(id);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE);
/** No clock on the server, nor while hydrating: both render the neutral date, so they match. */
const noClock = () => null;

/**
 * The width of the widest neutral date per language at the badge's size ("May 28, 2026" 80 px in Inter; Arabic's
 * "28 أغسطس 2026" 105 px in Plex Sans Arabic, 112–114 px in its fallbacks), so that no relative time is wider.
 */
const WIDEST_DATE: Record<Locale, string> = { en: "inline-block min-w-20", tr: "inline-block min-w-20", ar: "inline-block min-w-30" };

/**
 * The posted time itself. The server (and any cached HTML) carries `<time dateTime>` with a neutral UTC date; after
 * hydration the visitor's browser shows the relative time in its own timezone, in the page's language (the platform's
 * Intl for Arabic and Turkish, lib/format/posted-time.ts), so it needs no messages. `fixedWidth` is for a badge whose
 * right end is pinned (the job card): the text is then given the widest date's width (WIDEST_DATE) and starts at
 * the same place, so neither badge nor text moves when the relative time replaces the date.
 */
export function PostedClock({ time, fixedWidth }: { time: number; fixedWidth: boolean }) {
  const locale = useClientLocale();
  const minute = useSyncExternalStore(subscribe, currentMinute, noClock);
  const date = new Date(time);
  const text = minute === null ? formatUtcDate(date, {}, locale) : formatPostedTime(date.toISOString(), minute * MINUTE, locale);
  return (
    // A new element for the relative time rather than new text in the date's: Chrome counts right-to-left text whose
    // width changes in place as a layout shift, though its start edge stays where it was.
    <time key={minute === null ? "date" : "relative"} dateTime={date.toISOString()} className={fixedWidth ? WIDEST_DATE[locale] : undefined}>
      {text}
    </time>
  );
}
