import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";
import { notFoundStateMetadata } from "./metadata";

/**
 * The head of a not-found boundary. Once a page throws notFound(), the HTML Next sends carries the boundary's metadata
 * (and the layout's), not the page's generateMetadata: without this a missing post's tab read "E7 Blindspot" until
 * JavaScript put the page's title in, and without JavaScript it stayed so.
 */
export async function notFoundMetadata(title: (locale: Locale) => Promise<Metadata["title"]>): Promise<Metadata> {
  const locale = await pageLocale();
  return notFoundStateMetadata(await title(locale), locale);
}
