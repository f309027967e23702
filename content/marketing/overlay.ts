import { industries, type Industry, type IndustrySlug } from "./industries";
import type { Card } from "./types";

/**
 * Helpers for the Arabic and Turkish editions of the industry and use-case pages: a translation spreads the English
 * entry and replaces only its words, so slugs, layouts, icons, links and image files are never retyped in another
 * language. A translation that no longer matches the English shape fails here, when the module loads (build and tests),
 * rather than rendering a page with a missing section.
 */

/** A card's words; its icon always comes from the English card. */
export type CardCopy = Omit<Card, "icon">;

/** Translated words laid over the English cards by position, keeping each card's icon. */
export function withIcons(english: readonly Card[], copy: readonly CardCopy[]): Card[] {
  if (english.length !== copy.length) throw new Error(`${copy.length} translated cards for ${english.length} English cards`);
  return english.map((card, index) => ({ ...card, ...copy[index] }));
}

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
