import { BlogBlock } from "@/components/blog/blog-block";
import { pageLocale } from "@/lib/i18n/server";
import { PartnerCta } from "@/components/marketing/partner-cta";
import { whatsNew } from "@/content/marketing/home";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { HomeHero } from "./_components/home-hero";
import { BlindspotTeaser, BreachStats, TrustBenefits } from "./_components/home-sections";

export const generateMetadata = staticPageMetadata("/");

/** 'What's New' reads the blog through the data layer: refreshed in the background like the blog itself. */
export const revalidate = 300;

export default async function HomePage() {
  const locale = await pageLocale();
  return (
    <>
      <HomeHero title={getRouteMeta("/", locale).h1} />
      <BreachStats />
      <TrustBenefits />
      <BlindspotTeaser />
      <BlogBlock title={whatsNew.title} description={whatsNew.description} eyebrow="Latest insights" />
      <PartnerCta />
    </>
  );
}
