import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import type { NavSection } from "@/content/navigation";
import { navigation, type NavigationCopy } from "@/content/navigation.locales";
import { pageLocale } from "@/lib/i18n/server";
import { LanguageMenu, LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenuToggle } from "./mobile-menu";
import { topNavLinkClass } from "./nav-classes";
import { NavDropdown } from "./nav-dropdown";
import { ServiceLinks } from "./service-links";

function SectionLinks({ section }: { section: NavSection }) {
  if (section.services) return <ServiceLinks variant="menu" />;
  return (
    <ul className="space-y-1">
      {section.links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="block rounded-lg px-3 py-2 hover:bg-ink-50">
            <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
            {link.description ? (
              <span className="mt-0.5 block text-xs leading-snug text-ink-600 max-lg:hidden">{link.description}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The one navigation of the site. On wide screens it is the bar with its dropdowns; below `lg` it is the panel that
 * the menu toggle opens, with every section laid out. Rendering it once keeps each page's HTML, RSC payload and
 * hydration free of a second copy.
 */
async function MainNav({ nav, languages }: { nav: NavigationCopy; languages: React.ReactNode }) {
  const t = await getTranslations("Header");
  return (
    <nav
      id="site-nav"
      aria-label={t("mainNav")}
      className="hidden group-has-[details[open]]/header:block lg:me-auto lg:block print:hidden max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:top-16 max-lg:z-40 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:border-t max-lg:border-ink-100 max-lg:bg-white max-lg:px-5 max-lg:pb-10 max-lg:pt-4"
    >
      {/* Turkish labels are the longest: their bar closes its gaps so that it fits beside the language switcher. Its
          height is at least that of its tallest item (the menus' buttons), so a bar painted before all its items are
          in does not move down when they arrive. Where it still does not fit (a reader's own wider letter and word
          spacing, WCAG 1.4.12) its entries go on to a second line and the header grows, instead of pushing the call
          to action off the screen. */}
      <ul className="max-lg:divide-y max-lg:divide-ink-100 lg:flex lg:min-h-10 lg:flex-wrap lg:items-center lg:gap-0.5 lg:max-xl:[:lang(tr)_&]:gap-0 xl:gap-2 xl:[:lang(tr)_&]:gap-0.5">
        {nav.mainNav.map((item) =>
          item.kind === "link" ? (
            // A flex box, as around a menu's label (NavDropdown): its link is then a block as tall as the menus'
            // buttons and its text sits on their baseline, not on that of a line box of the page's larger font.
            <li key={item.label} className="max-lg:py-3 lg:flex">
              <Link href={item.href} className={topNavLinkClass}>
                {item.label}
              </Link>
            </li>
          ) : (
            <NavDropdown
              key={item.label}
              label={item.label}
              buttonLabel={item.href ? t("dropdownMenu", { label: item.label }) : undefined}
              href={item.href}
              wide={item.sections.length > 1}
            >
              <div className={item.sections.length > 1 ? "space-y-3 lg:grid lg:grid-cols-3 lg:gap-6 lg:space-y-0" : ""}>
                {item.sections.map((section) => (
                  <div key={section.title}>
                    {item.sections.length > 1 ? (
                      <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-ink-500 max-lg:mb-0 max-lg:pt-2">
                        {section.title}
                      </p>
                    ) : null}
                    <SectionLinks section={section} />
                  </div>
                ))}
              </div>
            </NavDropdown>
          ),
        )}
      </ul>
      <Link href={nav.demoCta.href} className="btn-primary mt-6 w-full lg:hidden">
        {nav.demoCta.label}
      </Link>
      {languages}
    </nav>
  );
}

export async function Header() {
  const t = await getTranslations("Header");
  const locale = await pageLocale();
  const nav = navigation(locale);
  const languagesLabel = (await getTranslations("LanguageSwitcher"))("label");
  return (
    <header className="group/header fixed inset-x-0 top-0 z-40 border-b border-ink-100 bg-white print:static print:border-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-card">
        {t("skipToContent")}
      </a>
      {/* The bar's free space is after the links (their `me-auto`), not shared between the items: a browser that paints
          the header before it has all of it (a slow connection) then only adds to its end, and nothing moves. */}
      {/* `relative`: the wide dropdown's panel (Solutions) is centred in this container and keeps within its padding. */}
      {/* Between lg and xl the bar is at its fullest (the Turkish one most): the languages are a globe menu there, and
          the gaps and the call to action's padding close up so that it fits. */}
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:relative lg:h-auto lg:min-h-16 lg:max-xl:gap-2">
        <Logo />
        {/* In source order the toggle comes before the links it opens, so focus moves from it into the panel. */}
        <MobileMenuToggle controls="site-nav" label={t("menu")} />
        <MainNav nav={nav} languages={<LanguageSwitcher label={languagesLabel} current={locale} className="mt-4 flex justify-center lg:hidden" />} />
        <LanguageMenu label={languagesLabel} current={locale} className="hidden lg:max-xl:block print:hidden" />
        <LanguageSwitcher label={languagesLabel} current={locale} className="hidden xl:block print:hidden" />
        <Link href={nav.demoCta.href} className="btn-primary hidden min-h-10 shrink-0 whitespace-nowrap px-5 py-2 text-sm sm:inline-flex max-lg:order-1 max-lg:ms-auto lg:max-xl:px-3.5 print:hidden">
          {nav.demoCta.label}
        </Link>
      </div>
    </header>
  );
}
