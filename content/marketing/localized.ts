/**
 * Each marketing page's copy in the page's locale (issue 25). The English modules stay the source of every id, icon,
 * link and image; `<name>.ar.ts` and `<name>.tr.ts` hold the same exports translated. Server components call these with
 * the route's locale and pass what a client component needs as props, so the browser never receives other languages.
 */
import { byLocale } from "@/lib/i18n/locales";
import * as blindspot from "./blindspot";
import * as blindspotAr from "./blindspot.ar";
import * as blindspotTr from "./blindspot.tr";
import * as home from "./home";
import * as homeAr from "./home.ar";
import * as homeTr from "./home.tr";
import * as partners from "./partners";
import * as partnersAr from "./partners.ar";
import * as partnersTr from "./partners.tr";
import * as solutions from "./solutions";
import * as solutionsAr from "./solutions.ar";
import * as solutionsTr from "./solutions.tr";
import type { CopyOf } from "./translate";
import * as vision from "./vision";
import * as visionAr from "./vision.ar";
import * as visionTr from "./vision.tr";
import * as why from "./why";
import * as whyAr from "./why.ar";
import * as whyTr from "./why.tr";

export type HomeCopy = CopyOf<
  Pick<typeof home, "homeHero" | "heroSlides" | "breachStats" | "trustBenefits" | "blindspotTeaser" | "whatsNew">
>;
export type WhyCopy = CopyOf<Pick<typeof why, "whyHero" | "whyChoose" | "excellence" | "joinCommunity">>;
export type PartnersCopy = CopyOf<
  Pick<typeof partners, "partnersHero" | "partnerTypes" | "portalCards" | "partnerBenefits" | "partnerFaq">
>;
export type SolutionsCopy = CopyOf<Pick<typeof solutions, "solutionsHero" | "solutionsIntro" | "solutionsBenefits" | "solutionsTiles">>;
export type VisionCopy = CopyOf<Pick<typeof vision, "visionHero" | "vision" | "mission" | "values">>;
export type BlindspotCopy = CopyOf<
  Pick<typeof blindspot, "blindspotHero" | "riskGaps" | "blindspotBenefits" | "blindspotFeatures" | "blindspotClosing">
>;

/** Home page: `homeCopy(locale).heroSlides` etc. (HERO_ROTATION_MS is not copy and stays in home.ts). */
export const homeCopy = byLocale<HomeCopy>({ en: home, ar: homeAr, tr: homeTr });
/** Why E7 page: hero, 'Why Choose' cards, 'Excellence Worth Trusting' pillars, 'Join the Community'. */
export const whyCopy = byLocale<WhyCopy>({ en: why, ar: whyAr, tr: whyTr });
/** Partners page: hero, partner types, portal cards, benefits and FAQ. */
export const partnersCopy = byLocale<PartnersCopy>({ en: partners, ar: partnersAr, tr: partnersTr });
/** Solutions overview: hero, intro, benefits and the three tile sections' headings. */
export const solutionsCopy = byLocale<SolutionsCopy>({ en: solutions, ar: solutionsAr, tr: solutionsTr });
/** Vision and mission page: hero, vision, mission and values. */
export const visionCopy = byLocale<VisionCopy>({ en: vision, ar: visionAr, tr: visionTr });
/** Blindspot product page: hero, risk gaps, benefits, features and closing cards. */
export const blindspotCopy = byLocale<BlindspotCopy>({ en: blindspot, ar: blindspotAr, tr: blindspotTr });
