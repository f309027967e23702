import ar from "@/content/messages/careers/ar.json";
import en from "@/content/messages/careers/en.json";
import { employmentTypeCode, jobDescriptionHtml, jobPostingJsonLd, type DescriptionHeadings } from "./json-ld";
import { jobDegree, paragraphs } from "./display";
import { makeJob } from "./test-jobs";

const BASE = "https://www.example.com";
const headingsOf = ({ JobDetails: m }: typeof en): DescriptionHeadings => ({
  responsibilities: m.responsibilities,
  skills: m.skills,
  requiredQualifications: m.requiredQualifications,
  preferredQualifications: m.preferredQualifications,
  compensation: m.compensation,
});
const EN_HEADINGS = headingsOf(en);

describe("employmentTypeCode", () => {
  it.each([
    ["Full Time", "FULL_TIME"],
    ["full-time", "FULL_TIME"],
    ["", "FULL_TIME"],
    ["Part Time", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Contractor", "CONTRACTOR"],
    ["Internship", "INTERN"],
    ["Temporary", "TEMPORARY"],
    ["Gig", "OTHER"],
  ])("%s -> %s", (input, code) => expect(employmentTypeCode(input)).toBe(code));
});

describe("jobPostingJsonLd", () => {
  it("has what Google requires for an on-site job with a salary range", () => {
    const ld = jobPostingJsonLd(makeJob(), BASE, "en", EN_HEADINGS) as unknown as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Security Engineer",
      datePosted: "2026-03-01T09:00:00.000Z",
      validThrough: "2026-04-30T00:00:00.000Z",
      employmentType: "FULL_TIME",
      identifier: { "@type": "PropertyValue", name: "E7", value: "E7-001" },
      hiringOrganization: { "@type": "Organization", name: "E7", sameAs: `${BASE}/` },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "London", addressRegion: "England", addressCountry: "United Kingdom" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 80000, maxValue: 100000, unitText: "YEAR" } },
      directApply: true,
      url: `${BASE}/job-details/job-1`,
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("names the page it sits on: an Arabic job page's own URL", () => {
    expect(jobPostingJsonLd(makeJob(), BASE, "ar", EN_HEADINGS).url).toBe(`${BASE}/ar/job-details/job-1`);
  });

  it("marks remote roles as TELECOMMUTE with the applicant's country", () => {
    const ld = jobPostingJsonLd(makeJob({ isRemoteFlexible: true, country: "Egypt" }), BASE, "en", EN_HEADINGS) as unknown as Record<string, unknown>;
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "Egypt" });
    expect(ld).not.toHaveProperty("jobLocation");
    // "Remote" as the country (the seed's remote roles) names no place: the role is hired through headquarters.
    const anywhere = jobPostingJsonLd(makeJob({ isRemoteFlexible: true, country: "Remote" }), BASE, "en", EN_HEADINGS) as unknown as Record<string, unknown>;
    expect(anywhere.applicantLocationRequirements).toEqual({ "@type": "Country", name: "United Kingdom" });
  });

  it("uses one value for a single figure, the period's unit, and no salary when none is given", () => {
    const monthly = jobPostingJsonLd(makeJob({ minimumPay: 5000, maximumPay: undefined, salaryPeriod: "monthly", currency: "AED" }), BASE, "en", EN_HEADINGS) as unknown as Record<string, unknown>;
    expect(monthly.baseSalary).toEqual({ "@type": "MonetaryAmount", currency: "AED", value: { "@type": "QuantitativeValue", value: 5000, unitText: "MONTH" } });
    const none = jobPostingJsonLd(makeJob({ minimumPay: undefined, maximumPay: undefined, deadline: undefined }), BASE, "en", EN_HEADINGS);
    expect(none).not.toHaveProperty("baseSalary");
    expect(none).not.toHaveProperty("validThrough");
  });

  it("describes the job as escaped HTML with its lists", () => {
    const html = jobDescriptionHtml(makeJob({ description: "Lead <b>design</b>.\n\nShip it.", keyResponsibilities: ["A & B"], preferredQualifications: [] }), EN_HEADINGS);
    expect(html).toBe(
      "<p>Lead &lt;b&gt;design&lt;/b&gt;.</p><p>Ship it.</p><h3>Key Responsibilities</h3><ul><li>A &amp; B</li></ul>" +
        "<h3>Required Skills</h3><ul><li>TypeScript</li></ul><h3>Required Qualifications</h3><ul><li>BSc</li></ul>",
    );
    expect(jobDescriptionHtml(makeJob({ keyResponsibilities: ["A"] }), headingsOf(ar))).toContain("<h3>المسؤوليات الرئيسية</h3><ul><li>A</li></ul>");
  });
});

describe("display helpers", () => {
  it("finds the degree among the qualifications", () => {
    expect(jobDegree(makeJob({ requiredQualifications: ["5 years in security", "Bachelor's degree in Computer Science"] }))).toBe(
      "Bachelor's degree in Computer Science",
    );
    expect(jobDegree(makeJob({ requiredQualifications: ["CISSP"], preferredQualifications: [] }))).toBeNull(); // the page then says "Not specified" in its language
  });

  it("splits a description into paragraphs", () => {
    expect(paragraphs("One.\n\n Two.\nThree.\n")).toEqual(["One.", "Two.", "Three."]);
  });
});
