/**
 * One navigation config feeding the header, the footer and the sitemap.
 * Services are loaded from the API host and slotted in where `services: true` says.
 */

export type NavLink = { label: string; href: string; description?: string };
export type NavSection = { title: string; links: readonly NavLink[]; services?: boolean };

export type NavItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "menu"; label: string; href?: string; sections: readonly NavSection[] };

export const industryLinks: readonly NavLink[] = [
  { label: "Government", href: "/solutions/industry/government", description: "Protect classified and citizen data" },
  { label: "Finance & Banking", href: "/solutions/industry/finance", description: "Secure customer and trading data" },
  { label: "Oil & Gas", href: "/solutions/industry/oil-and-gas", description: "Guard exploration and OT intelligence" },
  { label: "Retail", href: "/solutions/industry/retail", description: "Keep customer and pricing data private" },
  { label: "Manufacturing", href: "/solutions/industry/manufacturing", description: "Shield designs and supply-chain IP" },
  { label: "Healthcare", href: "/solutions/industry/healthcare", description: "Protect patient records end to end" },
];

export const useCaseLinks: readonly NavLink[] = [
  { label: "Data Protection", href: "/solutions/usecase/data-protection", description: "Stop insider leaks and exfiltration" },
  { label: "IP Protection", href: "/solutions/usecase/ip-protection", description: "Keep designs and source files yours" },
  { label: "Regulatory Compliance", href: "/solutions/usecase/regulatory-compliance", description: "Prove control to auditors" },
];

export const mainNav: readonly NavItem[] = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "link", label: "Blindspot", href: "/blindspot" },
  {
    kind: "menu",
    label: "Solutions",
    href: "/solutions",
    sections: [
      { title: "By Industry", links: industryLinks },
      { title: "By Use Case", links: useCaseLinks },
      { title: "Services", links: [], services: true },
    ],
  },
  {
    kind: "menu",
    label: "Resources",
    sections: [
      {
        title: "Resources",
        links: [
          { label: "Why E7", href: "/why-e7", description: "What sets our platform apart" },
          { label: "Blogs", href: "/blogs", description: "Insights on data security and compliance" },
        ],
      },
    ],
  },
  { kind: "link", label: "Compliance", href: "/compliance" },
  { kind: "link", label: "Partners", href: "/partners" },
  {
    kind: "menu",
    label: "About Us",
    sections: [
      {
        title: "About Us",
        links: [
          { label: "Vision & Mission", href: "/vision", description: "Where we are going and why" },
          { label: "Why E7", href: "/why-e7", description: "Trusted by security-first enterprises" },
          { label: "Contact Us", href: "/contact", description: "Talk to our team" },
          { label: "Careers", href: "/careers", description: "Build the future of data security" },
        ],
      },
    ],
  },
];

export const demoCta: NavLink = { label: "Book a Demo", href: "/request-demo" };

export const footerQuickLinks: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Blindspot", href: "/blindspot" },
  { label: "Solutions", href: "/solutions" },
  { label: "Partners", href: "/partners" },
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/contact" },
  { label: "Request a Demo", href: "/request-demo" },
];

export const footerResources: readonly NavLink[] = [
  { label: "Why E7", href: "/why-e7" },
  { label: "Blogs", href: "/blogs" },
  { label: "Vision & Mission", href: "/vision" },
  { label: "Job Openings", href: "/job-postings" },
  { label: "Compliance", href: "/compliance" },
];

export const footerComplianceLinks: readonly NavLink[] = [
  { label: "GDPR", href: "/compliance/gdpr" },
  { label: "HIPAA", href: "/compliance/hipaa" },
  { label: "NIS2", href: "/compliance/nis2" },
  { label: "IRDAI", href: "/compliance/irdai" },
  { label: "UAE PDPL", href: "/compliance/uae-pdpl" },
  { label: "SDAIA", href: "/compliance/sdaia" },
  { label: "DPDP", href: "/compliance/dpdp" },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms & Conditions", href: "/terms" },
];
