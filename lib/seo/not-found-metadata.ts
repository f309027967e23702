import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";
import { notFoundStateMetadata } from "./metadata";

/**
 * The head of a not-found boundary. A missing record's page answers with NotFoundInHtml, whose notFound() is thrown
 * inside a Suspense boundary while the page's metadata is resolved: when the throw comes first, Next resolves the
 * head as a not-found page's, from the boundary's metadata and the layout's, not the page's generateMetadata (a CI run
 * on a loaded machine got the layout's "E7 Blindspot"). So both say the same; without this one the tab of a missing
 * post could read "E7 Blindspot", and without JavaScript it stayed so.
 */
export async function notFoundMetadata(title: (locale: Locale) => Promise<Metadata["title"]>): Promise<Metadata> {
  const locale = await pageLocale();
  return notFoundStateMetadata(await title(locale), locale);
}
