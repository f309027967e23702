import type { Metadata } from "next";
import { demoLinks } from "@/content/marketing/cta";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { permanentRedirect } from "next/navigation";
import { useCaseSlugs } from "@/content/marketing/use-cases";
import { getUseCase } from "@/content/marketing/use-cases.i18n";
import type { StaticRoute } from "@/content/route-metadata";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";
import { breadcrumbsForPath } from "@/lib/seo/page-json-ld";
import { UseCasePage } from "../../_components/use-case-page";

type Params = { params: Promise<{ usecase: string }> };

/** The 'Resources' blog block reads the API host: refreshed in the background. */
export const revalidate = 300;

export function generateStaticParams() {
  return useCaseSlugs.map((usecase) => ({ usecase }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { usecase } = await params;
  return getUseCase(usecase) ? routeMeta(`/solutions/usecase/${usecase}` as StaticRoute, await pageLocale()) : {};
}

export default async function UseCaseRoute({ params }: Params) {
  const locale = await pageLocale();
  const { usecase: slug } = await params;
  const useCase = getUseCase(slug, locale);
  // Spec 2.1: any other path goes home.
  if (!useCase) permanentRedirect(localizePath("/", locale));
  return (
    <>
      <JsonLd data={breadcrumbsForPath(siteUrl(), `/solutions/usecase/${slug}`, undefined, locale)} />
      <UseCasePage useCase={useCase} title={getRouteMeta(`/solutions/usecase/${slug}`, locale).h1} demo={demoLinks(locale).getDemoLink} />
    </>
  );
}
