/** The header, footer and sitemap navigation in each of the site's languages (same links and order everywhere). */
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./navigation";
import type { NavItem, NavLink } from "./navigation";
import * as ar from "./navigation.ar";
import * as tr from "./navigation.tr";

export type NavigationCopy = {
  readonly industryLinks: readonly NavLink[];
  readonly useCaseLinks: readonly NavLink[];
  readonly mainNav: readonly NavItem[];
  readonly demoCta: NavLink;
  readonly footerQuickLinks: readonly NavLink[];
  readonly footerResources: readonly NavLink[];
  readonly footerComplianceLinks: readonly NavLink[];
  readonly legalLinks: readonly NavLink[];
};

const table = byLocale<NavigationCopy>({ en, ar, tr });

/** Every nav and footer list in `locale` (English when none is given); hrefs are the English, unprefixed paths. */
export const navigation = (locale: Locale = defaultLocale): NavigationCopy => table(locale);
