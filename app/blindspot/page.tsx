import { CardSectionBlock } from "@/components/marketing/card-grid";
import { PageHero } from "@/components/ui/page-hero";
import { blindspotHero, riskGaps } from "@/content/marketing/blindspot";
import { demoLink } from "@/content/marketing/types";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { BenefitList, ClosingCards, FeatureRows } from "./_components/blindspot-sections";

export const metadata = routeMeta("/blindspot");

export default function BlindspotPage() {
  return (
    <>
      <PageHero
        eyebrow={blindspotHero.eyebrow}
        title={getRouteMeta("/blindspot").h1}
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
