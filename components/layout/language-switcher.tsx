"use client";

import { usePathname } from "next/navigation";
import type { SyntheticEvent } from "react";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

/** Each language is named in itself, so a reader finds their own whatever the page's language. */
const languageNames: Record<Locale, string> = { en: "English", ar: "العربية", tr: "Türkçe" };

/** The page's path without any locale prefix: `/en/contact` (as prerendered) and `/ar/contact` both give `/contact`. */
function sitePath(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  return isLocale(first) ? `/${rest.join("/")}` : pathname;
}

/**
 * The query of the page being read, put on a switcher link just before it is followed or opened. A static page only
 * learns its query in the browser, and reading it while rendering (useSearchParams) would need a Suspense boundary,
 * which the hashed CSP rules out (docs/security.md).
 */
function carryQuery(event: SyntheticEvent<HTMLElement>) {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[hreflang]") : null;
  if (link) link.setAttribute("href", `${new URL(link.href).pathname}${window.location.search}`);
}

type Props = {
  /** The landmark's name: the header and the footer each carry a switcher, and landmarks need distinct names. */
  label: string;
  current: Locale;
  /** Light text on the dark footer. */
  tone?: "light" | "dark";
  className?: string;
};

const toneClasses = {
  light: "text-ink-600 hover:bg-ink-50 hover:text-ink-900 aria-[current]:text-ink-900",
  dark: "text-ink-300 hover:bg-white/10 hover:text-white aria-[current]:text-white",
};

/**
 * Links to the current page in every language, keeping its query. Server-rendered with the path, so it works without
 * JavaScript; with it, the query goes along too. Another language is another root layout: a full page load
 * (lib/soft-navigation.ts leaves links with hreflang to the browser).
 */
export function LanguageSwitcher({ label, current, tone = "light", className }: Props) {
  const path = sitePath(usePathname() ?? "/");
  return (
    <nav aria-label={label} className={className} onClickCapture={carryQuery} onAuxClickCapture={carryQuery} onFocusCapture={carryQuery} onPointerOverCapture={carryQuery}>
      <ul className="flex items-center gap-1">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(path, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={`inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium aria-[current]:font-semibold aria-[current]:underline aria-[current]:underline-offset-4 ${toneClasses[tone]}`}
            >
              {languageNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
