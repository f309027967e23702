import { getTranslations } from "next-intl/server";
import { BlogBlock } from "@/components/blog/blog-block";
import { PartnerCta } from "@/components/marketing/partner-cta";
import { homeCopy } from "@/content/marketing/localized";
import { pageLocale } from "@/lib/i18n/server";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { HomeHero } from "./_components/home-hero";
import { BlindspotTeaser, BreachStats, TrustBenefits } from "./_components/home-sections";

export const generateMetadata = staticPageMetadata("/");

/** 'What's New' reads the blog through the data layer: refreshed in the background like the blog itself. */
export const revalidate = 300;

export default async function HomePage() {
  const locale = await pageLocale();
  const copy = homeCopy(locale);
  const t = await getTranslations("HomePage");
  return (
    <>
      <HomeHero title={getRouteMeta("/", locale).h1} hero={copy.homeHero} slides={copy.heroSlides} locale={locale} />
      <BreachStats stats={copy.breachStats} />
      <TrustBenefits benefits={copy.trustBenefits} />
      <BlindspotTeaser teaser={copy.blindspotTeaser} />
      <BlogBlock title={copy.whatsNew.title} description={copy.whatsNew.description} eyebrow={t("latestInsights")} />
      <PartnerCta />
    </>
  );
}
