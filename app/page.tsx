import { BlogBlock } from "@/components/blog/blog-block";
import { PartnerCta } from "@/components/marketing/partner-cta";
import { whatsNew } from "@/content/marketing/home";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { HomeHero } from "./_components/home-hero";
import { BlindspotTeaser, BreachStats, TrustBenefits } from "./_components/home-sections";

export const metadata = routeMeta("/");

/** 'What's New' reads the blog through the data layer: refreshed in the background like the blog itself. */
export const revalidate = 300;

export default function HomePage() {
  return (
    <>
      <HomeHero title={getRouteMeta("/").h1} />
      <BreachStats />
      <TrustBenefits />
      <BlindspotTeaser />
      <BlogBlock title={whatsNew.title} description={whatsNew.description} eyebrow="Latest insights" />
      <PartnerCta />
    </>
  );
}
