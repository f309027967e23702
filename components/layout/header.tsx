import Link from "@/components/ui/link";
import { demoCta, mainNav, type NavSection } from "@/content/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { ServiceLinks } from "./service-links";

function SectionLinks({ section, variant }: { section: NavSection; variant: "menu" | "mobile" }) {
  if (section.services) {
    return (
      <ServiceLinks variant="menu" />
    );
  }
  return (
    <ul className="space-y-1">
      {section.links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="block rounded-lg px-3 py-2 hover:bg-ink-50">
            <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
            {variant === "menu" && link.description ? (
              <span className="mt-0.5 block text-xs leading-snug text-ink-600">{link.description}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1 xl:gap-2">
        {mainNav.map((item) =>
          item.kind === "link" ? (
            <li key={item.label}>
              <Link href={item.href} className="rounded-md px-2 py-2 text-[0.95rem] font-medium text-ink-700 hover:text-brand-700">
                {item.label}
              </Link>
            </li>
          ) : (
            <NavDropdown key={item.label} label={item.label} href={item.href} wide={item.sections.length > 1}>
              <div className={item.sections.length > 1 ? "grid grid-cols-3 gap-6" : ""}>
                {item.sections.map((section) => (
                  <div key={section.title}>
                    {item.sections.length > 1 ? (
                      <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-ink-500">{section.title}</p>
                    ) : null}
                    <SectionLinks section={section} variant="menu" />
                  </div>
                ))}
              </div>
            </NavDropdown>
          ),
        )}
      </ul>
    </nav>
  );
}

function MobileNav() {
  return (
    <nav aria-label="Mobile">
      <ul className="divide-y divide-ink-100">
        {mainNav.map((item) => (
          <li key={item.label} className="py-3">
            {item.kind === "link" ? (
              <Link href={item.href} className="block px-3 py-2 text-lg font-semibold text-ink-900">
                {item.label}
              </Link>
            ) : (
              <>
                {item.href ? (
                  <Link href={item.href} className="block px-3 py-2 text-lg font-semibold text-ink-900">
                    {item.label}
                  </Link>
                ) : (
                  <p className="px-3 py-2 text-lg font-semibold text-ink-900">{item.label}</p>
                )}
                <div className="space-y-3 pl-3">
                  {item.sections.map((section) => (
                    <div key={section.title}>
                      {item.sections.length > 1 ? (
                        <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-500">{section.title}</p>
                      ) : null}
                      <SectionLinks section={section} variant="mobile" />
                    </div>
                  ))}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <Link href={demoCta.href} className="btn-primary mt-6 w-full">
        {demoCta.label}
      </Link>
    </nav>
  );
}

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-100 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-card">
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <Link href={demoCta.href} className="btn-primary hidden min-h-10 px-5 py-2 text-sm sm:inline-flex">
            {demoCta.label}
          </Link>
          <MobileMenu>
            <MobileNav />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
