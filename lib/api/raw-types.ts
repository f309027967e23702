/**
 * Shapes as the API host sends them (spec section 3). Hosts are loose: ids may be numbers, optional fields may be
 * missing or null. The mappers in ./mappers turn these into the site's own types (./types).
 */

export type RawBlogPost = {
  id: string | number;
  slug?: string | null;
  title: string;
  /** HTML. */
  content: string;
  coverImageUrl?: string | null;
  author?: string | null;
  /** Comma-separated. */
  keywords?: string | null;
  metaDescription?: string | null;
  createdAt: string;
  updatedAt?: string | null;
};

export type RawServiceHero = {
  title: string;
  description: string;
  backgroundImage?: string | null;
  ctaText: string;
  ctaUrl: string;
};

export type RawServiceExpertGuidance = {
  title: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  image: string;
  ctaText: string;
  ctaUrl: string;
};

export type RawConsultingService = { id: string | number; title: string; description: string; image: string };

export type RawService = {
  title: string;
  slug: string;
  content: {
    hero: RawServiceHero;
    expertGuidance: RawServiceExpertGuidance;
    consultingServices: { title: string; services: RawConsultingService[] };
  };
  updatedAt?: string | null;
};

export type RawSalaryPeriod = "yearly" | "monthly" | "hourly";

export type RawJob = {
  id: string | number;
  displayJobId?: string | null;
  title: string;
  department?: string | null;
  experienceLevel?: string | null;
  employmentType?: string | null;
  /** Older hosts call employmentType `type`. */
  type?: string | null;
  jobCategory?: string | null;
  minimumPay?: number | string | null;
  maximumPay?: number | string | null;
  currency?: string | null;
  salaryPeriod?: RawSalaryPeriod | string | null;
  city?: string | null;
  state?: string | null;
  location?: string | null;
  country?: string | null;
  isRemoteFlexible?: boolean | null;
  createdAt: string;
  applicationDeadline?: string | null;
  description?: string | null;
  /** Free text: one item per bullet or line. */
  keyResponsibilities?: string | string[] | null;
  requiredSkills?: string | string[] | null;
  requiredQualifications?: string | string[] | null;
  preferredQualifications?: string | string[] | null;
  additionalCompensation?: string | string[] | null;
};
