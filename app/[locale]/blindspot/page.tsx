import { getTranslations } from "next-intl/server";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { PageHero } from "@/components/ui/page-hero";
import { demoLinks } from "@/content/marketing/cta";
import { blindspotCopy } from "@/content/marketing/localized";
import { pageLocale } from "@/lib/i18n/server";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { BenefitList, ClosingCards, FeatureRows } from "./_components/blindspot-sections";

export const generateMetadata = staticPageMetadata("/blindspot");

export default async function BlindspotPage() {
  const locale = await pageLocale();
  const copy = blindspotCopy(locale);
  const { blindspotHero, riskGaps } = copy;
  const t = await getTranslations("BlindspotPage");
  return (
    <>
      <PageHero
        eyebrow={blindspotHero.eyebrow}
        title={getRouteMeta("/blindspot", locale).h1}
        description={blindspotHero.description}
        cta={demoLinks(locale).demoLink}
        secondaryCta={{ label: t("seeFeatures"), href: "#features" }}
        art={blindspotHero.art}
      />
      <CardSectionBlock id="risk-gaps" section={riskGaps} muted columns={4} />
      <BenefitList benefits={copy.blindspotBenefits} />
      <FeatureRows features={copy.blindspotFeatures} />
      <ClosingCards closing={copy.blindspotClosing} label={t("nextSteps")} />
    </>
  );
}
