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
