import { defaultLocale, isLocale, type Locale } from "./locales";

/** Paths that are files or route handlers keep one URL for every language. */
const UNLOCALIZED = /^\/(api|_next|og)(\/|$)|\.[a-z0-9]+$/i;

/** The URL of a site path in a locale: `/contact` in Arabic is `/ar/contact`, home is `/ar`; English is unprefixed. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "/", rest = ""] = splitPath(path);
  if (UNLOCALIZED.test(pathname) || localeOfPath(pathname) !== defaultLocale) return path;
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/** The locale a path names by its prefix. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The path without its locale prefix: `/ar/contact?x=1` gives `/contact?x=1`. */
export function unlocalizedPath(path: string): string {
  const [pathname = "/", rest = ""] = splitPath(path);
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return path;
  return `${pathname.slice(locale.length + 1) || "/"}${rest}`;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}
