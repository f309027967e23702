import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import type { BreadcrumbList, Organization, WebSite, WithContext } from "schema-dts";
import { site } from "@/content/site";
import { siteFor } from "@/content/site.locales";

/** The site in the page's language: one WebSite entity, its home and language those of the edition being read. */
export function websiteJsonLd(baseUrl: string, locale: Locale = defaultLocale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${baseUrl}/#website`,
    name: site.shortName,
    url: `${baseUrl}${localizePath("/", locale)}`,
    publisher: { "@id": `${baseUrl}/#organization` },
    inLanguage: locale,
  };
}

/** The vendor, its offices named and addressed as the page's footer does, in its language. */
export function organizationJsonLd(baseUrl: string, locale: Locale): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${baseUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    sameAs: site.social.map((s) => s.href),
    address: siteFor(locale).offices.map((o) => ({
      "@type": "PostalAddress" as const,
      name: o.label,
      streetAddress: o.streetAddress,
      addressLocality: o.city,
      addressCountry: o.countryCode,
      ...(o.postalCode ? { postalCode: o.postalCode } : {}),
    })),
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: site.salesEmail, telephone: site.phone },
      { "@type": "ContactPoint", contactType: "customer support", email: site.email, telephone: site.phone },
    ],
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(baseUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: c.name,
      item: `${baseUrl}${c.path === "/" ? "/" : c.path}`,
    })),
  };
}
