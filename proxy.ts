import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";
import { switchedQuery } from "@/lib/i18n/switch-query";

/**
 * Locale routing (next-intl): `/contact` is served by app/[locale] as English without a redirect, `/ar/contact` and
 * `/tr/contact` as Arabic and Turkish, and `/en/contact` redirects to `/contact` so every page has one URL.
 */
const localeRouting = createMiddleware(routing);

/** A path segment of nothing but whitespace (`/compliance/%20`). */
const BLANK_SEGMENT = /\/(?:%20|%09|%0A|\s)+(?=\/|$)/gi;

export default function proxy(request: NextRequest) {
  // The locale rewrite would drop such a segment and show its parent page under the odd URL: send the visitor there.
  const { pathname } = request.nextUrl;
  const cleaned = pathname.replace(BLANK_SEGMENT, "") || "/";
  if (cleaned !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = cleaned;
    return NextResponse.redirect(url, 308);
  }
  const query = switchedQuery({ method: request.method, url: request.nextUrl, headers: request.headers });
  if (query) {
    const url = request.nextUrl.clone();
    url.search = query;
    const response = NextResponse.redirect(url, 303);
    response.headers.set("cache-control", "private, no-store");
    return response;
  }
  const routed = localeRouting(request);
  // next-intl's own redirects (/en/contact → /contact, /AR → /ar) name a page's one URL for good: permanent, so that
  // search engines move the old URL's standing to it, as a 307 would not tell them to.
  return routed.status === 307 ? new NextResponse(null, { status: 308, headers: routed.headers }) : routed;
}

export const config = {
  // Pages only: route handlers, Next's files, sharing cards and static files (by their extension) keep one URL and
  // a plain 404 when missing. Other paths with a dot (/index.html, /wp-login.php) are unknown pages: home, spec 2.1.
  // A file in public/ of another type must be added to the list: the locale rewrite would otherwise send it home.
  matcher: "/((?!api|_next|og|server-sitemap\\.xml|.*\\.(?:avif|css|gif|ico|jpe?g|js|json|map|mjs|pdf|png|svg|txt|webmanifest|webp|woff2?|xml)$).*)",
};
