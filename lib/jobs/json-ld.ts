import type { JobPosting, WithContext } from "schema-dts";
import type { Job, SalaryPeriod } from "@/lib/api/types";
import { offices, site } from "@/content/site";
import { escapeHtml } from "@/lib/format/text";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { paragraphs } from "./display";

type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "VOLUNTEER" | "PER_DIEM" | "OTHER";

/** Google's employmentType values from the free-text type; unknown or missing reads as full time, as on the page. */
export function employmentTypeCode(type: string): EmploymentType {
  const t = type.toLowerCase().replace(/[^a-z]/g, "");
  if (t === "" || t.startsWith("fulltime") || t === "permanent") return "FULL_TIME";
  if (t.startsWith("parttime")) return "PART_TIME";
  if (t.startsWith("contract") || t === "freelance" || t === "consultant") return "CONTRACTOR";
  if (t.startsWith("intern") || t === "trainee" || t === "apprenticeship") return "INTERN";
  if (t.startsWith("temp") || t === "seasonal" || t === "fixedterm") return "TEMPORARY";
  if (t === "volunteer") return "VOLUNTEER";
  return "OTHER";
}

const UNIT_TEXT: Record<SalaryPeriod, "YEAR" | "MONTH" | "HOUR"> = { yearly: "YEAR", monthly: "MONTH", hourly: "HOUR" };

const htmlList = (title: string, items: string[]) =>
  items.length ? `<h3>${escapeHtml(title)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";

/** The headings of the advert's lists, as the page shows them in its language. */
export type DescriptionHeadings = Record<"responsibilities" | "skills" | "requiredQualifications" | "preferredQualifications" | "compensation", string>;

/** Google reads `description` as HTML: the full advert, not only its first paragraph. */
export function jobDescriptionHtml(job: Job, headings: DescriptionHeadings): string {
  return [
    paragraphs(job.description).map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
    htmlList(headings.responsibilities, job.keyResponsibilities),
    htmlList(headings.skills, job.requiredSkills),
    htmlList(headings.requiredQualifications, job.requiredQualifications),
    htmlList(headings.preferredQualifications, job.preferredQualifications),
    htmlList(headings.compensation, job.additionalCompensation),
  ].join("");
}

const HQ = offices[0]!;

/** A country as the API host gives it, unless it names no place ("Remote", "Worldwide"), which Google cannot read. */
function countryOf(job: Job): string | undefined {
  const country = job.country?.trim();
  return country && !/^(remote|anywhere|worldwide|global)$/i.test(country) ? country : undefined;
}

function location(job: Job): Pick<JobPosting, "jobLocation" | "jobLocationType" | "applicantLocationRequirements"> {
  if (job.isRemoteFlexible) {
    return {
      jobLocationType: "TELECOMMUTE",
      // A remote role must say where applicants may live; without a stated country it is hired through headquarters.
      applicantLocationRequirements: { "@type": "Country", name: countryOf(job) ?? HQ.country },
    };
  }
  const locality = job.city || (job.state ? undefined : job.location) || undefined;
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(locality ? { addressLocality: locality } : {}),
        ...(job.state ? { addressRegion: job.state } : {}),
        addressCountry: countryOf(job) || job.location || HQ.country,
      },
    },
  };
}

function baseSalary(job: Job): Pick<JobPosting, "baseSalary"> {
  const { minimumPay: min, maximumPay: max } = job;
  if (min === undefined && max === undefined) return {};
  const value =
    min !== undefined && max !== undefined && min !== max
      ? { "@type": "QuantitativeValue" as const, minValue: Math.min(min, max), maxValue: Math.max(min, max), unitText: UNIT_TEXT[job.salaryPeriod] }
      : { "@type": "QuantitativeValue" as const, value: (max ?? min)!, unitText: UNIT_TEXT[job.salaryPeriod] };
  return { baseSalary: { "@type": "MonetaryAmount", currency: job.currency || "USD", value } };
}

/**
 * JobPosting structured data as Google's job search expects it; `url` is the page it sits on, in `locale`, and the
 * description's headings are the page's.
 */
export function jobPostingJsonLd(job: Job, baseUrl: string, locale: Locale, headings: DescriptionHeadings): WithContext<JobPosting> {
  const url = `${baseUrl}${localizePath(`/job-details/${encodeURIComponent(job.id)}`, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.jobNumber },
    datePosted: job.postedAt,
    ...(job.deadline ? { validThrough: job.deadline } : {}),
    employmentType: employmentTypeCode(job.employmentType),
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: `${baseUrl}/`, logo: `${baseUrl}/logo.svg` },
    ...location(job),
    ...baseSalary(job),
    ...(job.department ? { occupationalCategory: job.department } : {}),
    ...(job.experience && job.experience !== "Not specified" ? { experienceRequirements: job.experience } : {}),
    ...(job.requiredSkills.length ? { skills: job.requiredSkills.join(", ") } : {}),
    directApply: true,
    url,
  };
}
