import { getTranslations } from "next-intl/server";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { pageLocale } from "@/lib/i18n/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import { Accordion } from "@/components/ui/accordion";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { demoLinks } from "@/content/marketing/cta";
import { partnersCopy } from "@/content/marketing/localized";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env";
import { localizePath } from "@/lib/i18n/paths";
import { JsonLd } from "@/lib/seo/json-ld";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { faqPageJsonLd } from "@/lib/seo/page-json-ld";
import { PortalCards } from "./_components/portal-cards";

export const generateMetadata = staticPageMetadata("/partners");

export default async function PartnersPage() {
  const locale = await pageLocale();
  const { partnerBenefits, partnerFaq, partnersHero, partnerTypes, portalCards } = partnersCopy(locale);
  const t = await getTranslations("PartnersPage");
  return (
    <>
      <JsonLd data={faqPageJsonLd(siteUrl(), localizePath("/partners", locale), partnerFaq.items, locale)} />
      <PageHero
        eyebrow={partnersHero.eyebrow}
        title={getRouteMeta("/partners", locale).h1}
        description={partnersHero.description}
        cta={{ label: partnersHero.registerLabel, href: site.partnerPortal.signUpUrl, external: true }}
        secondaryCta={demoLinks(locale).demoLink}
        art={partnersHero.art}
      />
      <div className="border-b border-ink-100 bg-ink-50 py-6">
        <div className="container-page flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <p className="text-sm font-semibold text-ink-700">{t("openTo")}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t("typesLabel")}>
            {partnerTypes.map((type) => (
              <li key={type} className="rounded-full border border-ink-200 bg-white px-3 py-1 text-sm font-medium text-ink-700">
                {type}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PortalCards cards={portalCards} label={t("portalLabel")} />
      <CardSectionBlock id="partner-benefits" section={partnerBenefits} muted columns={4} />
      <section className="section" aria-labelledby="faq-title">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <SectionHeading
            id="faq-title"
            eyebrow={partnerFaq.eyebrow}
            title={partnerFaq.title}
            description={t("faqDescription")}
          />
          <Accordion items={partnerFaq.items} initialOpen={0} headingLevel={3} />
        </div>
      </section>
      <DemoCta title={t("ctaTitle")} description={t("ctaDescription")} />
    </>
  );
}
