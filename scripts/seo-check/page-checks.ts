import type { PageFacts } from "./html";
import { checkJsonLd, expectedTypes, sameUrl } from "./json-ld";

export const limits = { title: { min: 30, max: 65 }, description: { min: 70, max: 160 } } as const;

export type PageSummary = {
  h1: number;
  titleLength: number | null;
  descriptionLength: number | null;
  canonicalOk: boolean;
  socialOk: boolean;
  jsonLdTypes: string[];
  problems: string[];
};

const socialTags = ["og:title", "og:description", "og:image", "og:url", "twitter:card"] as const;

/** Everything about one page that can be judged from its HTML alone (no further requests). */
export function checkPageFacts(facts: PageFacts, pageUrl: string): PageSummary {
  const problems: string[] = [];
  const path = new URL(pageUrl).pathname;

  if (facts.h1Count !== 1) problems.push(`${facts.h1Count} <h1> elements, expected exactly 1`);

  const titleLength = facts.title === null ? null : [...facts.title].length;
  if (titleLength === null) problems.push("no <title>");
  else if (titleLength < limits.title.min || titleLength > limits.title.max) {
    problems.push(`title is ${titleLength} characters (${limits.title.min}-${limits.title.max}): "${facts.title}"`);
  }

  const description = facts.meta.description;
  const descriptionLength = description === undefined ? null : [...description].length;
  if (descriptionLength === null) problems.push("no meta description");
  else if (descriptionLength < limits.description.min || descriptionLength > limits.description.max) {
    problems.push(`meta description is ${descriptionLength} characters (${limits.description.min}-${limits.description.max})`);
  }

  if (!facts.meta.keywords?.trim()) problems.push("no meta keywords");

  const canonicalOk = facts.canonical !== null && sameUrl(facts.canonical, pageUrl);
  if (facts.canonical === null) problems.push("no canonical link");
  else if (!canonicalOk) problems.push(`canonical ${facts.canonical} is not ${pageUrl}`);

  const missingSocial = socialTags.filter((t) => !facts.meta[t]);
  if (missingSocial.length) problems.push(`missing ${missingSocial.join(", ")}`);
  if (facts.meta["og:url"] && !sameUrl(facts.meta["og:url"], pageUrl)) problems.push(`og:url ${facts.meta["og:url"]} is not ${pageUrl}`);
  if (facts.meta["twitter:card"] && facts.meta["twitter:card"] !== "summary_large_image") {
    problems.push(`twitter:card is ${facts.meta["twitter:card"]}, expected summary_large_image`);
  }
  const robots = facts.meta.robots;
  if (robots && /noindex/i.test(robots)) problems.push(`listed in the sitemap but robots says "${robots}"`);

  const jsonLd = checkJsonLd(facts.jsonLd, pageUrl, facts.text);
  problems.push(...jsonLd.problems);
  const missingTypes = expectedTypes(path).filter((t) => !jsonLd.types.includes(t));
  if (missingTypes.length) problems.push(`no ${missingTypes.join(", ")} structured data`);

  return {
    h1: facts.h1Count,
    titleLength,
    descriptionLength,
    canonicalOk,
    socialOk: missingSocial.length === 0,
    jsonLdTypes: [...new Set(jsonLd.types)],
    problems,
  };
}
