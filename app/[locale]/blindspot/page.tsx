import { CardSectionBlock } from "@/components/marketing/card-grid";
import { pageLocale } from "@/lib/i18n/server";
import { PageHero } from "@/components/ui/page-hero";
import { blindspotHero, riskGaps } from "@/content/marketing/blindspot";
import { demoLink } from "@/content/marketing/types";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { BenefitList, ClosingCards, FeatureRows } from "./_components/blindspot-sections";

export const generateMetadata = staticPageMetadata("/blindspot");

export default async function BlindspotPage() {
  const locale = await pageLocale();
  return (
    <>
      <PageHero
        eyebrow={blindspotHero.eyebrow}
        title={getRouteMeta("/blindspot", locale).h1}
        description={blindspotHero.description}
        cta={demoLink}
        secondaryCta={{ label: "See the features", href: "#features" }}
        art={blindspotHero.art}
      />
      <CardSectionBlock id="risk-gaps" section={riskGaps} muted columns={4} />
      <BenefitList />
      <FeatureRows />
      <ClosingCards />
    </>
  );
}
