import { ClockIcon } from "@/components/ui/icons";
import { useTranslations } from "@/lib/i18n/server-hooks";
import { PostedClock } from "./posted-clock";

/**
 * The posted-time badge: the icon and the screen reader's "Posted" are rendered on the server, in the page's
 * language; only the time, which follows the visitor's clock, is a client component.
 */
export function PostedTime({ iso, fixedWidth = false }: { iso: string; fixedWidth?: boolean }) {
  const t = useTranslations("PostedTime");
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-ink-800">
      <ClockIcon className="size-3.5" />
      <span className="sr-only">{t("posted")} </span>
      <PostedClock time={time} fixedWidth={fixedWidth} />
    </span>
  );
}
