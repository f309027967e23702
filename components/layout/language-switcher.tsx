"use client";

import { usePathname } from "next/navigation";
import { useRef, type SyntheticEvent } from "react";
import { GlobeIcon } from "@/components/ui/icons";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { useDetailsDismiss } from "./use-details-dismiss";

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

/** The handlers that give a switcher's links the page's query just before one is followed, opened or focused. */
const queryCarriers = { onClickCapture: carryQuery, onAuxClickCapture: carryQuery, onFocusCapture: carryQuery, onPointerOverCapture: carryQuery };

const linkClass = "inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium aria-[current]:font-semibold aria-[current]:underline aria-[current]:underline-offset-4";

function LanguageLinks({ current, className, linkClassName }: { current: Locale; className: string; linkClassName: string }) {
  const path = sitePath(usePathname() ?? "/");
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={localizePath(path, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? "true" : undefined}
            className={`${linkClass} ${linkClassName}`}
          >
            {languageNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Links to the current page in every language, keeping its query. Server-rendered with the path, so it works without
 * JavaScript; with it, the query goes along too. Another language is another root layout: a full page load
 * (lib/soft-navigation.ts leaves links with hreflang to the browser).
 */
export function LanguageSwitcher({ label, current, tone = "light", className }: Props) {
  return (
    <nav aria-label={label} className={className} {...queryCarriers}>
      <LanguageLinks current={current} className="flex items-center gap-1" linkClassName={toneClasses[tone]} />
    </nav>
  );
}

/**
 * The same links behind a globe button, for the header's desktop bar where the three names do not fit beside the
 * navigation (1024 to 1279 px wide). A native <details>: it opens without JavaScript; with it, it also closes on
 * Escape, on a press elsewhere and when the focus leaves it.
 */
export function LanguageMenu({ label, current, className }: Omit<Props, "tone">) {
  const ref = useRef<HTMLDetailsElement>(null);
  const setOpen = useDetailsDismiss(ref, { outside: true });
  return (
    <nav aria-label={label} className={className} {...queryCarriers}>
      <details ref={ref} className="group relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-md px-1.5 text-ink-700 hover:bg-ink-50 hover:text-brand-700 group-open:bg-ink-50 group-open:text-brand-700 [&::-webkit-details-marker]:hidden">
          <span className="sr-only">{label}</span>
          <GlobeIcon className="size-5" />
        </summary>
        <LanguageLinks
          current={current}
          className="absolute end-0 top-full z-50 mt-2 flex w-40 flex-col rounded-lg border border-ink-100 bg-white p-1.5 shadow-card"
          linkClassName={`w-full ${toneClasses.light}`}
        />
      </details>
    </nav>
  );
}
