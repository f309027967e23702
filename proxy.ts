import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";

/**
 * Locale routing (next-intl): `/contact` is served by app/[locale] as English without a redirect, `/ar/contact` and
 * `/tr/contact` as Arabic and Turkish, and `/en/contact` redirects to `/contact` so every page has one URL.
 */
export default createMiddleware(routing);

export const config = {
  // Pages only: route handlers, Next's files, sharing cards and anything with a file extension keep one URL.
  matcher: "/((?!api|_next|og|server-sitemap\\.xml|.*\\..*).*)",
};
