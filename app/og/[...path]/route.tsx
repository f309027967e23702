import { routeMetadata } from "@/content/route-metadata";
import { ogEyebrow } from "@/lib/seo/og-eyebrow";
import { renderOgImage } from "@/lib/seo/og-image";
import { staticOgImagePath, staticRouteFromOgSegments } from "@/lib/seo/og-paths";

/**
 * The sharing card of every static route: `/og/blindspot.png`, `/og/solutions/industry/finance.png`...
 * Pages get it through `routeMeta(path)`, because a page's own `openGraph` replaces what it would inherit from
 * `app/opengraph-image.tsx`. All cards are rendered at build time.
 */
export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return Object.keys(routeMetadata)
    .filter((route) => route !== "/")
    .map((route) => ({ path: staticOgImagePath(route).slice("/og/".length).split("/") }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const route = staticRouteFromOgSegments(path);
  if (!route) return new Response("Not found", { status: 404 });
  const meta = routeMetadata[route];
  return renderOgImage({ eyebrow: ogEyebrow(route), title: meta.h1, detail: meta.description });
}
