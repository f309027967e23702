/** The posted-time badge text (spec section 9). Runs in the browser: "local date" is the visitor's own. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfLocalDay(time: number): number {
  const d = new Date(time);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * Same calendar day: 'N min ago' / 'N hour(s) ago'; the day before: 'Yesterday'; under 7 days: 'N days ago';
 * otherwise the local date. Future times (clock skew) count as 'just now' ('0 min ago').
 */
export function formatPostedTime(iso: string, now: number = Date.now(), locale?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const elapsed = Math.max(0, now - time);
  const days = Math.round((startOfLocalDay(now) - startOfLocalDay(Math.min(time, now))) / (24 * HOUR));
  if (days <= 0) {
    if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return new Date(time).toLocaleDateString(locale);
}
