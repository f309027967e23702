import { industries, type Industry, type IndustrySlug } from "./industries";

/**
 * Helpers for the Arabic and Turkish editions of the industry and use-case pages: a translation spreads the English
 * entry and replaces only its words (lists through `overItems`, translate.ts), so slugs, layouts, icons, links and image files are never retyped in another
 * language. A translation that no longer matches the English shape fails here, when the module loads (build and tests),
 * rather than rendering a page with a missing section.
 */

/** The English industry, narrowed to the page shape its translation fills in (spec 2.9 has two). */
export function englishIndustry<L extends Industry["layout"]>(slug: IndustrySlug, layout: L): Extract<Industry, { layout: L }> {
  const industry = industries[slug];
  if (industry.layout !== layout) throw new Error(`Industry ${slug} has the ${industry.layout} layout, not ${layout}`);
  return industry as Extract<Industry, { layout: L }>;
}

/** An optional English section that a translation expects to be there. */
export function englishPart<T>(part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`The English copy has no ${name}`);
  return part;
}
