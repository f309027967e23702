"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { ClockIcon } from "@/components/ui/icons";
import { formatUtcDate } from "@/lib/format/dates";
import { formatPostedTime } from "@/lib/format/posted-time";
import { usePageLocale } from "@/lib/i18n/use-page-locale";

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
 * The posted-time badge. The server (and any cached HTML) carries `<time dateTime>` with a neutral UTC date;
 * after hydration the visitor's browser shows the relative time in its own timezone. `fixedWidth` is for a badge whose
 * right end is pinned (the job card): the text is then given the widest date's width ("Nov 30, 2026") and starts at
 * the same place, so neither badge nor text moves when the relative time replaces the date. Words and dates follow
 * the page's locale; its `PostedTime` messages must reach the browser (the job pages' providers send them).
 */
export function PostedTime({ iso, fixedWidth = false }: { iso: string; fixedWidth?: boolean }) {
  const t = useTranslations("PostedTime");
  const locale = usePageLocale();
  const minute = useSyncExternalStore(subscribe, currentMinute, noClock);
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const text = minute === null ? formatUtcDate(new Date(time), {}, locale) : formatPostedTime(iso, minute * MINUTE, locale);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-ink-800">
      <ClockIcon className="size-3.5" />
      <span className="sr-only">{t("posted")} </span>
      <time dateTime={new Date(time).toISOString()} className={fixedWidth ? "inline-block min-w-20" : undefined}>
        {text}
      </time>
    </span>
  );
}
