import { routeMetadata, type StaticRoute } from "@/content/route-metadata";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

/**
 * URL of a page's own card, drawn by the `opengraph-image.tsx` beside it (home, a post, a service, a compliance
 * entry, a job), in the page's language. Pages name it in their metadata, with an alt in their language: Next reads
 * the file's `alt` export without the route's params, so that one is English (it stays as the fallback).
 */
export const ownCardPath = (path: string, locale: Locale = defaultLocale): string => `${localizePath(path, locale).replace(/\/$/, "")}/opengraph-image`;

/**
 * URL of a static route's sharing card (served by app/og/[...path], the locale as its first segment after English);
 * home uses app/[locale]/opengraph-image.tsx.
 */
export function staticOgImagePath(route: string, locale: Locale = defaultLocale): string {
  if (route === "/") return ownCardPath("/", locale);
  return `/og${locale === defaultLocale ? "" : `/${locale}`}${route}.png`;
}

/** Inverse of `staticOgImagePath` for the card route's segments; null for anything not in the route table. */
export function staticRouteFromOgSegments(segments: readonly string[]): { route: StaticRoute; locale: Locale } | null {
  const [first, ...rest] = segments;
  if (isLocale(first) && first !== defaultLocale) {
    const route = staticRouteOf(rest);
    return route ? { route, locale: first } : null;
  }
  const route = staticRouteOf(segments);
  return route ? { route, locale: defaultLocale } : null;
}

function staticRouteOf(segments: readonly string[]): StaticRoute | null {
  if (segments.length === 0) return null;
  const last = segments[segments.length - 1]!;
  if (!last.endsWith(".png")) return null;
  const route = `/${[...segments.slice(0, -1), last.slice(0, -".png".length)].join("/")}`;
  return route !== "/" && Object.hasOwn(routeMetadata, route) ? (route as StaticRoute) : null;
}
