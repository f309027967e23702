import { routeMetadata, type StaticRoute } from "@/content/route-metadata";

/** URL of a static route's sharing card (served by app/og/[...path]); home uses app/opengraph-image.tsx. */
export function staticOgImagePath(route: string): string {
  return route === "/" ? "/opengraph-image" : `/og${route}.png`;
}

/** Inverse of `staticOgImagePath` for the card route's segments; null for anything not in the route table. */
export function staticRouteFromOgSegments(segments: readonly string[]): StaticRoute | null {
  if (segments.length === 0) return null;
  const last = segments[segments.length - 1]!;
  if (!last.endsWith(".png")) return null;
  const route = `/${[...segments.slice(0, -1), last.slice(0, -".png".length)].join("/")}`;
  return route !== "/" && Object.hasOwn(routeMetadata, route) ? (route as StaticRoute) : null;
}
