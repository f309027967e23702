import { getTranslations } from "next-intl/server";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { pageLocale } from "@/lib/i18n/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { navigation } from "@/content/navigation.locales";
import { demoLinks } from "@/content/marketing/cta";
import { industries } from "@/content/marketing/industries";
import { solutionsCopy } from "@/content/marketing/localized";
import type { IconName } from "@/content/marketing/types";
import type { NavLink } from "@/content/navigation";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { ServiceTiles } from "./_components/service-tiles";
import { TileSection, type Tile } from "./_components/solution-tiles";

export const generateMetadata = staticPageMetadata("/solutions");

/** The services tiles read the API host: refreshed in the background. */
export const revalidate = 300;

const useCaseIcons: Record<string, IconName> = {
  "/solutions/usecase/data-protection": "userX",
  "/solutions/usecase/ip-protection": "key",
  "/solutions/usecase/regulatory-compliance": "award",
};

const industryTile = (link: NavLink): Tile => ({
  ...link,
  icon: Object.values(industries).find((i) => link.href.endsWith(`/${i.slug}`))?.icon ?? "shield",
});
const useCaseTile = (link: NavLink): Tile => ({ ...link, icon: useCaseIcons[link.href] ?? "shield" });

export default async function SolutionsPage() {
  const locale = await pageLocale();
  const { solutionsBenefits, solutionsHero, solutionsIntro, solutionsTiles } = solutionsCopy(locale);
  const { industryLinks, useCaseLinks } = navigation(locale);
  const t = await getTranslations("SolutionsPage");
  return (
    <>
      <PageHero
        eyebrow={solutionsHero.eyebrow}
        title={getRouteMeta("/solutions", locale).h1}
        description={solutionsHero.description}
        cta={demoLinks(locale).demoLink}
        secondaryCta={{ label: t("exploreCompliance"), href: "/compliance" }}
        art={solutionsHero.art}
      />
      <section className="section" aria-labelledby="intro-title">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="intro-title" eyebrow={solutionsIntro.eyebrow} title={solutionsIntro.title} />
          <div className="space-y-5 text-lg leading-relaxed text-ink-600">
            {solutionsIntro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <CardSectionBlock id="benefits" section={solutionsBenefits} muted />
      <TileSection id="industries" copy={solutionsTiles.industries} tiles={industryLinks.map(industryTile)} />
      <TileSection id="use-cases" copy={solutionsTiles.useCases} tiles={useCaseLinks.map(useCaseTile)} muted />
      <TileSection id="services" copy={solutionsTiles.services}>
        <ServiceTiles empty={solutionsTiles.services.empty} contactLabel={t("contactUs")} />
      </TileSection>
      <DemoCta />
    </>
  );
}
