/**
 * The site's own types. Raw API shapes (spec section 3) live in `raw-types.ts` and are turned into these
 * in one place (`lib/api/mappers/*`). Pages and components only ever see the types below.
 */

export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  /** Long US-English date, e.g. "March 4, 2026". */
  date: string;
  /** ISO timestamp of createdAt, for <time dateTime>, sitemaps and date filtering. */
  isoDate: string;
  /** Content with tags stripped, cut to 120 characters plus an ellipsis when longer. */
  excerpt: string;
  /** Raw HTML as sent by the API host; sanitize before rendering. */
  content: string;
  /** The cover: a path of the site, or a URL on the API host's origin (lib/images/resolve.ts). */
  image: string;
  /** First keyword, lower-cased with hyphens, or 'general'. */
  category: string;
  author: string;
  keywords: string[];
  metaDescription?: string;
  /** The API host's origin, which the content's relative image URLs resolve against; absent for the site's own posts. */
  imageOrigin?: string;
};

export type ServiceHero = {
  title: string;
  description: string;
  backgroundImage?: string;
  /** The API host's label, or "" when it gave none: the page then writes its own, in the page's language. */
  ctaText: string;
  ctaUrl: string;
};

export type ServiceExpertGuidance = {
  title: string;
  description: string;
  image: string;
  ctaText: string;
  ctaUrl: string;
};

export type ConsultingService = { id: string; title: string; description: string; image: string };

export type Service = {
  title: string;
  slug: string;
  content: {
    hero: ServiceHero;
    expertGuidance: ServiceExpertGuidance;
    consultingServices: { title: string; services: ConsultingService[] };
  };
  /** ISO timestamp when the host says when it last changed (sitemap lastmod). */
  updatedAt?: string;
};

/** What the header and footer need of a service: its menu description is cut to 80 characters plus an ellipsis. */
export type ServiceNavItem = { title: string; slug: string; description: string };

export type SalaryPeriod = "yearly" | "monthly" | "hourly";

export type Job = {
  id: string;
  /** displayJobId, else id. */
  jobNumber: string;
  title: string;
  department: string;
  /** experienceLevel, else 'Not specified'. */
  experience: string;
  /** employmentType (or type); empty string when neither is given. */
  employmentType: string;
  jobCategory: string;
  minimumPay?: number;
  maximumPay?: number;
  /** ISO currency code, 'USD' when missing. */
  currency: string;
  salaryPeriod: SalaryPeriod;
  /** 'symbol min-symbol max / period', or 'Competitive'. */
  salary: string;
  /** The range without the period (job detail), or 'Competitive'. */
  salaryRange: string;
  /** 'Remote', 'city, state', location, then country. */
  location: string;
  city?: string;
  state?: string;
  country?: string;
  isRemoteFlexible: boolean;
  /** ISO timestamp of createdAt. */
  postedAt: string;
  /** ISO timestamp of applicationDeadline, when there is one. */
  deadline?: string;
  /** 'Mon D, YYYY' or 'Open'. */
  applyBy: string;
  description: string;
  keyResponsibilities: string[];
  requiredSkills: string[];
  requiredQualifications: string[];
  preferredQualifications: string[];
  additionalCompensation: string[];
};
