/** The vendor's facts and offices in each of the site's languages: only tagline, blog suffix and office copy differ. */
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./site";
import type { Office, SiteFacts } from "./site";
import * as ar from "./site.ar";
import * as tr from "./site.tr";

export type SiteCopy = { readonly site: SiteFacts; readonly offices: readonly Office[] };

const table = byLocale<SiteCopy>({ en, ar, tr });

/** `site` and `offices` in `locale` (English when none is given); contacts, codes and links are the same in all. */
export const siteFor = (locale: Locale = defaultLocale): SiteCopy => table(locale);
