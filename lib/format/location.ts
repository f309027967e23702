import type { Locale } from "@/lib/i18n/locales";

/** The job location rule of spec section 9. */
export type LocationParts = {
  city?: string | null;
  state?: string | null;
  location?: string | null;
  country?: string | null;
  isRemoteFlexible?: boolean | null;
};

const clean = (value: string | null | undefined): string => (typeof value === "string" ? value.trim() : "");

/**
 * 'Remote' if remote-flexible; else 'city, state' when both exist; else location, then country (then whichever of
 * city or state is given, rather than nothing).
 */
export function formatLocation(parts: LocationParts): string {
  if (parts.isRemoteFlexible) return "Remote";
  const city = clean(parts.city);
  const state = clean(parts.state);
  if (city && state) return `${city}, ${state}`;
  return clean(parts.location) || clean(parts.country) || city || state;
}

const REMOTE: Record<Exclude<Locale, "en">, string> = { ar: "عن بُعد", tr: "Uzaktan" };

/** A job's location as a page shows it: 'Remote' in the locale's word; a place as the API host names it. */
export function localLocation(job: { location: string; isRemoteFlexible: boolean }, locale: Locale = "en"): string {
  return job.isRemoteFlexible && locale !== "en" ? REMOTE[locale] : job.location;
}
