/** Date formats of spec section 9. Fixed to UTC so server and browser agree on the calendar day. */

const longUs = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortUs = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A parseable date as a number, or null for missing and unparseable values. */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'March 4, 2026'; empty string for a missing or unreadable date. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? longUs.format(date) : "";
}

/** The application deadline as 'Mon D, YYYY', or 'Open' when there is none. */
export function formatApplyBy(deadline: string | number | Date | null | undefined): string {
  const date = parseDate(deadline);
  return date ? shortUs.format(date) : "Open";
}
