import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { blindspotHero, blindspotFeatures } from "./blindspot";
import { blindspotTeaser, breachStats, HERO_ROTATION_MS, heroSlides } from "./home";
import { industries } from "./industries";
import { partnerBenefits, partnerFaq, partnersHero } from "./partners";
import { solutionsHero } from "./solutions";
import type { Art } from "./types";
import { useCases } from "./use-cases";
import { visionHero } from "./vision";
import { whyHero } from "./why";

describe("marketing copy follows the spec's constants", () => {
  it("has the four statistics word for word (spec 9)", () => {
    expect(breachStats.items.map((s) => `${s.value} ${s.label}`)).toEqual([
      "34% of businesses affected yearly",
      "34% increase in frequency",
      "60% of breaches from insiders",
      "$4.9M average cost per incident",
    ]);
  });

  it("rotates 3 hero slides every 5 seconds", () => {
    expect(heroSlides).toHaveLength(3);
    expect(HERO_ROTATION_MS).toBe(5000);
  });

  it("has four partner benefits and four FAQ items", () => {
    expect(partnerBenefits.cards).toHaveLength(4);
    expect(partnerFaq.items).toHaveLength(4);
  });

  it("gives each industry the sections of its spec 2.9 variant", () => {
    for (const industry of Object.values(industries)) {
      if (industry.layout === "core") {
        expect([industry.whyTrust.cards.length, industry.offerings.cards.length]).toEqual([3, 4]);
      } else {
        expect([industry.threats.cards.length, industry.solutions.cards.length]).toEqual([3, 4]);
      }
    }
    expect(industries.finance.layout === "core" && industries.finance.banner?.points).toHaveLength(3);
    expect(["finance", "healthcare", "government", "oil-and-gas", "retail"].every((s) => industries[s as keyof typeof industries].intro)).toBe(true);
    expect(industries.manufacturing.intro).toBeUndefined();
  });

  it("gives every use case five capability cards", () => {
    for (const useCase of Object.values(useCases)) expect(useCase.capabilities.cards).toHaveLength(5);
    expect(useCases["data-protection"].threats?.cards).toHaveLength(3);
  });
});

describe("marketing artwork", () => {
  const arts: Art[] = [
    ...heroSlides.map((s) => s.image),
    blindspotTeaser.image,
    blindspotHero.art,
    ...blindspotFeatures.items.map((f) => f.image),
    solutionsHero.art,
    ...Object.values(industries).map((i) => i.hero.art),
    ...Object.values(useCases).flatMap((u) => [u.hero.art, ...(u.explainer ? [u.explainer.image] : [])]),
    whyHero.art,
    partnersHero.art,
    visionHero.art,
  ];

  it.each(arts.map((a) => [a.src, a] as const))("%s exists and has alt text and a size", (_src, art) => {
    expect(existsSync(path.join(process.cwd(), "public", art.src))).toBe(true);
    expect(art.alt.length).toBeGreaterThan(10);
    expect(art.width).toBeGreaterThan(0);
    expect(art.height).toBeGreaterThan(0);
  });
});
