/** The static routes' titles, descriptions, h1s and keywords in each of the site's languages. */
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./route-metadata";
import type { RouteMetadataTable } from "./route-metadata";
import * as ar from "./route-metadata.ar";
import * as tr from "./route-metadata.tr";

const table = byLocale<RouteMetadataTable>({ en: en.routeMetadata, ar: ar.routeMetadata, tr: tr.routeMetadata });

/** The whole metadata table in `locale` (English when none is given), keyed by the English path. */
export const routeMetadataFor = (locale: Locale = defaultLocale): RouteMetadataTable => table(locale);
