import Link from "@/components/ui/link";
import { LanguageSwitcher } from "./language-switcher";
import { footerComplianceLinks, footerQuickLinks, footerResources, legalLinks, type NavLink } from "@/content/navigation";
import { offices, site } from "@/content/site";
import { LinkedInIcon, MailIcon, PhoneIcon, XBrandIcon, YouTubeIcon } from "@/components/ui/icons";
import { Logo } from "./logo";
import { ServiceLinks } from "./service-links";

const socialIcons = { linkedin: LinkedInIcon, x: XBrandIcon, youtube: YouTubeIcon } as const;

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-sm text-ink-300 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {site.tagline}. Watermarking, leak prevention, print and file-movement control, persistent encryption and audit
            trails for enterprises that cannot afford a leak.
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <MailIcon className="size-4" /> {site.email}
              </a>
            </li>
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon className="size-4" /> {site.phone}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((s) => {
              const Icon = socialIcons[s.icon];
              return (
                <li key={s.href}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (opens in a new tab)`}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-200 hover:bg-white/15 hover:text-white"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Services</h2>
          <div className="mt-4">
            <ServiceLinks variant="footer" />
          </div>
        </div>
        <LinkColumn title="Resources" links={footerResources} />
        <LinkColumn title="Compliance" links={footerComplianceLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {offices.map((o) => (
            <address key={o.id} className="text-sm not-italic leading-relaxed">
              <span className="block font-semibold text-white">{o.label}</span>
              {o.streetAddress}
              <br />
              {o.city}
              {o.postalCode ? ` ${o.postalCode}` : ""}, {o.country}
              <br />
              <a href={`tel:${o.phone.replace(/[^+\d]/g, "")}`} className="hover:text-white">
                {o.phone}
              </a>
            </address>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <LanguageSwitcher labelKey="footerLabel" tone="dark" className="-mx-2" />
          <ul className="flex gap-6">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
