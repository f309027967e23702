"use client";

import { createContext, useContext, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales";

/**
 * The page's locale for the layout's client components (links in menus, filters). next-intl's own client provider
 * brings its message formatter (about 13 KB gzipped) to every page; pages whose client code translates messages add
 * that provider themselves, the others only need to know their language.
 */
const LocaleContext = createContext<Locale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useClientLocale = (): Locale => useContext(LocaleContext);
