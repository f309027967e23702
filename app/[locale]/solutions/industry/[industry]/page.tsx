import type { Metadata } from "next";
import { demoLinks } from "@/content/marketing/cta";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { permanentRedirect } from "next/navigation";
import { industrySlugs } from "@/content/marketing/industries";
import { getIndustry } from "@/content/marketing/industries.i18n";
import type { StaticRoute } from "@/content/route-metadata";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { breadcrumbsForPath } from "@/lib/seo/page-json-ld";
import { IndustryPage } from "../../_components/industry-page";

type Params = { params: Promise<{ industry: string }> };

export function generateStaticParams() {
  return industrySlugs.map((industry) => ({ industry }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { industry } = await params;
  return getIndustry(industry) ? routeMeta(`/solutions/industry/${industry}` as StaticRoute, await pageLocale()) : {};
}

export default async function IndustryRoute({ params }: Params) {
  const locale = await pageLocale();
  const { industry: slug } = await params;
  const industry = getIndustry(slug, locale);
  // Spec 2.1: any other path goes home.
  if (!industry) permanentRedirect(localizePath("/", locale));
  return (
    <>
      <JsonLd data={breadcrumbsForPath(siteUrl(), `/solutions/industry/${slug}`, undefined, locale)} />
      <IndustryPage industry={industry} title={getRouteMeta(`/solutions/industry/${slug}`, locale).h1} demo={demoLinks(locale).getDemoLink} />
    </>
  );
}
