import type { Metadata } from "next";
import type { RouteMeta, StaticRoute } from "@/content/route-metadata";
import { routeMetadataFor } from "@/content/route-metadata.locales";
import { site } from "@/content/site";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { staticOgImagePath } from "./og-paths";
import { fitDescription, fitTitle, fitTitleAround } from "./text-fit";

export type PageMetaInput = {
  /** Path of the page in English, unprefixed; its canonical URL is this path in `locale`. */
  path: string;
  locale?: Locale;
  title: string;
  description: string;
  /** Each once (a job's department and category are often the same word). */
  keywords?: readonly string[];
  ogTitle?: string;
  ogDescription?: string;
  /**
   * Absolute or root-relative image (`ownCardPath` for the route's own `opengraph-image`), described by `ogTitle`
   * in the page's language. Without it the route's own card is used with the file's `alt` (English).
   */
  ogImage?: string;
  ogType?: "website" | "article";
  /** Full title, not run through the layout's title template. */
  absoluteTitle?: boolean;
  /** Keep the title whole: the spec fixes some titles (a blog post's is its title plus the blog suffix). */
  exactTitle?: boolean;
  /**
   * The data inside `title` (a job's or a service's title): a long title is fitted around it (`fitTitleAround`), so
   * an identifier beside it stays. Sharing cards keep the whole title, in the page's language.
   */
  titlePart?: string;
};

/**
 * Turns one page's SEO facts into Next's Metadata: canonical, Open Graph, Twitter card, robots.
 * Titles and descriptions built from data are fitted to what results pages show (65 and 160 characters).
 */
export function buildMetadata(input: PageMetaInput): Metadata {
  const { titlePart } = input;
  const title = input.exactTitle
    ? input.title
    : titlePart && input.title.includes(titlePart)
      ? fitTitleAround((part) => input.title.replace(titlePart, () => part), titlePart)
      : fitTitle(input.title);
  const description = fitDescription(input.description);
  const ogTitle = input.ogTitle ?? input.title;
  const ogDescription = input.ogDescription ?? description;
  const locale = input.locale ?? defaultLocale;
  const images = input.ogImage ? [{ url: input.ogImage, width: 1200, height: 630, type: "image/png", alt: ogTitle }] : undefined;
  return {
    title: input.absoluteTitle === false ? title : { absolute: title },
    description,
    keywords: input.keywords ? [...new Set(input.keywords)] : undefined,
    alternates: { canonical: localizePath(input.path, locale), languages: languageAlternates(input.path) },
    robots: { index: true, follow: true },
    openGraph: {
      type: input.ogType ?? "website",
      siteName: site.shortName,
      title: ogTitle,
      description: ogDescription,
      url: localizePath(input.path, locale),
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: ogTitle,
      description: ogDescription,
      ...(images ? { images } : {}),
    },
  };
}

/** Open Graph's language_TERRITORY names: British English, Gulf Arabic (the UAE office), Turkish. */
const openGraphLocales: Record<Locale, string> = { en: "en_GB", ar: "ar_AE", tr: "tr_TR" };

/** hreflang alternates of a page: every locale's URL, and English as the default for any other language. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, localizePath(path, locale)])),
    "x-default": path,
  };
}

/** A static route's titles and h1 in `locale`; unknown paths fall back to home's. */
export function getRouteMeta(path: string, locale: Locale = defaultLocale): RouteMeta {
  const table: Record<string, RouteMeta> = routeMetadataFor(locale);
  return table[path] ?? table["/"]!;
}

/**
 * Metadata of a static route from the one table; unknown paths fall back to home's.
 * Each route names its own sharing card (app/og/[...path]): a page's `openGraph` replaces the parent's, so the
 * site-wide `app/opengraph-image.tsx` would not reach it. Home's card is that file itself, named here for its alt.
 */
export function routeMeta(path: StaticRoute, locale: Locale = defaultLocale): Metadata {
  const meta = getRouteMeta(path, locale);
  return buildMetadata({ path, locale, ...meta, ogImage: staticOgImagePath(path, locale) });
}

/**
 * Metadata of a state page (a record missing or not loaded, an id not given): its title, kept out of search results
 * without a canonical or language alternates, and the site's card described in the page's language. Without a card of its own the page would show its route's
 * card file, whose `alt` Next reads without the locale, so in English (docs/i18n.md, Sharing cards).
 */
export function stateMetadata(title: Metadata["title"], locale: Locale): Metadata {
  return { ...notFoundStateMetadata(title, locale), robots: { index: false, follow: true } };
}

/**
 * The same for a not-found boundary, whose robots tag is Next's: it writes `noindex` into every not-found response
 * itself, so ours would be a second one. `null` keeps the layout's "index, follow" from reaching the page instead.
 */
export function notFoundStateMetadata(title: Metadata["title"], locale: Locale): Metadata {
  const home = routeMeta("/", locale);
  // No canonical, hreflang or og:url: the layout's name home, and a page kept out of the index has no other URL.
  return { title, robots: null, alternates: null, openGraph: { ...home.openGraph, url: undefined }, twitter: home.twitter };
}
