import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

/**
 * English keeps every URL unprefixed; /ar and /tr carry their locale. The locale comes from the path alone: no
 * Accept-Language redirect and no locale cookie, so a cached page never varies by a request header and every URL
 * names one language. The alternates are written into each page's <head> (lib/seo/metadata.ts), not a Link header.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
