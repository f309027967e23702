/** The careers landing page's copy in each of the site's languages. */
import { byLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import * as en from "./careers";
import type { CareersHeroCopy, FaqItem, WhyBuildCareerCopy } from "./careers";
import * as ar from "./careers.ar";
import * as tr from "./careers.tr";

export type CareersCopy = {
  readonly careersHero: CareersHeroCopy;
  readonly whyBuildCareer: WhyBuildCareerCopy;
  readonly careersFaqTitle: string;
  readonly careersFaq: readonly FaqItem[];
};

const table = byLocale<CareersCopy>({ en, ar, tr });

/** Hero, why-build section and FAQ in `locale` (English when none is given). */
export const careersCopy = (locale: Locale = defaultLocale): CareersCopy => table(locale);
