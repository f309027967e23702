import { routeMetadata, type StaticRoute } from "@/content/route-metadata";
import { locales } from "@/lib/i18n/locales";
import { getRouteMeta } from "@/lib/seo/metadata";
import { ogEyebrow } from "@/lib/seo/og-eyebrow";
import { renderOgImage } from "@/lib/seo/og-image";
import { staticOgImagePath, staticRouteFromOgSegments } from "@/lib/seo/og-paths";

/**
 * The sharing card of every static route in every locale: `/og/blindspot.png`, `/og/ar/solutions/industry/finance.png`...
 * Pages get it through `routeMeta(path)`, because a page's own `openGraph` replaces what it would inherit from
 * `app/opengraph-image.tsx`. All cards are rendered at build time.
 */
export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  const routes = (Object.keys(routeMetadata) as StaticRoute[]).filter((route) => route !== "/");
  return locales.flatMap((locale) => routes.map((route) => ({ path: staticOgImagePath(route, locale).slice("/og/".length).split("/") })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const found = staticRouteFromOgSegments(path);
  if (!found) return new Response("Not found", { status: 404 });
  const meta = getRouteMeta(found.route, found.locale);
  return renderOgImage({ eyebrow: ogEyebrow(found.route, found.locale), title: meta.h1, detail: meta.description, locale: found.locale });
}
