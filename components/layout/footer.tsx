import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { LanguageSwitcher } from "./language-switcher";
import type { NavLink } from "@/content/navigation";
import { navigation } from "@/content/navigation.locales";
import { siteFor } from "@/content/site.locales";
import { pageLocale } from "@/lib/i18n/server";
import { LinkedInIcon, MailIcon, PhoneIcon, XBrandIcon, YouTubeIcon } from "@/components/ui/icons";
import { Logo } from "./logo";
import { OfficeCityLine } from "./office-city-line";
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

export async function Footer() {
  const locale = await pageLocale();
  const t = await getTranslations("Footer");
  const { site, offices } = siteFor(locale);
  const { footerQuickLinks, footerResources, footerComplianceLinks, legalLinks } = navigation(locale);
  return (
    <footer id="site-footer" className="bg-ink-950 text-ink-300 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {t("blurb", { tagline: site.tagline })}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <MailIcon className="size-4" /> <bdi>{site.email}</bdi>
              </a>
            </li>
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon className="size-4" /> <bdi dir="ltr">{site.phone}</bdi>
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label={t("social")}>
            {site.social.map((s) => {
              const Icon = socialIcons[s.icon];
              return (
                <li key={s.href}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("socialLink", { label: s.label })}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-200 hover:bg-white/15 hover:text-white"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkColumn title={t("quickLinks")} links={footerQuickLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t("services")}</h2>
          <div className="mt-4">
            <ServiceLinks variant="footer" />
          </div>
        </div>
        <LinkColumn title={t("resources")} links={footerResources} />
        <LinkColumn title={t("compliance")} links={footerComplianceLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {offices.map((o) => (
            <address key={o.id} className="text-sm not-italic leading-relaxed">
              <span className="block font-semibold text-white">{o.label}</span>
              <bdi lang={o.streetAddressLang}>{o.streetAddress}</bdi>
              <br />
              <OfficeCityLine office={o} />
              <br />
              <a href={`tel:${o.phone.replace(/[^+\d]/g, "")}`} dir="ltr" className="hover:text-white">
                {o.phone}
              </a>
            </address>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <p>
            {/* The company's name with its "Ltd." in its own isolate: in Arabic the period would otherwise sit before "E7". */}
            {t.rich("rights", { year: String(site.copyrightYear), legalName: site.legalName, name: (chunks) => <bdi>{chunks}</bdi> })}
          </p>
          <LanguageSwitcher label={(await getTranslations("LanguageSwitcher"))("footerLabel")} current={locale} tone="dark" className="-mx-2" />
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="whitespace-nowrap hover:text-white">
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
