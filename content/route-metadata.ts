/** Metadata of every static route, in one table. Dynamic routes build theirs from their data with the same helper. */

export type RouteMeta = {
  title: string;
  description: string;
  /** The page's one h1, so the table and the page agree. */
  h1: string;
  keywords: readonly string[];
  ogTitle?: string;
  ogDescription?: string;
};

export const routeMetadata = {
  "/": {
    title: "E7 Blindspot | Enterprise Data Protection & Leak Prevention",
    description:
      "Watermarking, leak prevention, print and file-movement control, persistent file encryption and audit trails that keep sensitive data protected wherever it goes.",
    h1: "Protect sensitive data wherever it travels",
    keywords: ["data protection", "data leak prevention", "screen watermarking", "file encryption", "DLP"],
  },
  "/blindspot": {
    title: "Blindspot: Watermarking, Print Control & File Encryption | E7",
    description:
      "Blindspot closes the gaps DLP misses: dynamic screen and file watermarks, print-screen blocking, print control and encryption that stays with every file.",
    h1: "Blindspot: see and stop every leak path",
    keywords: ["Blindspot", "screen watermark", "file watermark", "print screen blocking", "persistent encryption"],
  },
  "/contact": {
    title: "Contact E7 | Talk to Our Data Security Team",
    description:
      "Talk to E7 about protecting your sensitive data. Reach our London headquarters or our offices in Egypt, Turkey and Dubai by email, phone or the contact form.",
    h1: "Contact Us",
    keywords: ["contact E7", "data security consultation", "E7 offices"],
  },
  "/request-demo": {
    title: "Request a Demo of Blindspot | E7 Data Security",
    description:
      "Book a tailored demo of Blindspot and see watermarking, leak prevention, print control and persistent file encryption working on your own use cases.",
    h1: "Request a Demo",
    keywords: ["Blindspot demo", "data protection demo", "DLP demo"],
  },
  "/comingsoon": {
    title: "Coming Soon | E7 Data Security",
    description: "This part of the E7 site is on its way. In the meantime, our team is happy to answer your questions about data protection.",
    h1: "Coming Soon",
    keywords: ["E7", "coming soon"],
  },
  "/solutions": {
    title: "Data Protection Solutions by Industry & Use Case | E7",
    description:
      "Explore E7 solutions for government, finance, healthcare, manufacturing, oil and gas and retail, and for insider-threat, IP and compliance use cases.",
    h1: "Solutions built for the way your data moves",
    keywords: ["data protection solutions", "industry data security", "insider threat", "IP protection"],
  },
  "/solutions/industry/finance": {
    title: "Data Protection for Finance & Banking (BFSI) | E7",
    description:
      "Protect customer records, trading data and board papers in banks and insurers with watermarking, print control, persistent encryption and audit-ready trails.",
    h1: "Data protection for finance and banking",
    keywords: ["BFSI data security", "banking DLP", "financial data protection"],
  },
  "/solutions/industry/manufacturing": {
    title: "Data Protection for Manufacturing & Industrial IP | E7",
    description:
      "Keep CAD designs, formulas and supplier files under your control with persistent file encryption, watermarking and real-time access revocation.",
    h1: "Data protection for manufacturing",
    keywords: ["manufacturing IP protection", "CAD file security", "supply chain data security"],
  },
  "/solutions/industry/healthcare": {
    title: "Healthcare Data Protection & HIPAA Support | E7",
    description:
      "Protect patient records and research data across clinics, labs and partners with watermarking, print control, encryption and audit trails that support HIPAA.",
    h1: "Data protection for healthcare",
    keywords: ["healthcare data security", "HIPAA compliance", "patient data protection"],
  },
  "/solutions/industry/government": {
    title: "Data Protection for Government & Public Sector | E7",
    description:
      "Safeguard classified documents and citizen data with traceable watermarks, screen capture blocking, print control and encryption that follows every file.",
    h1: "Data protection for government",
    keywords: ["government data security", "classified document protection", "public sector DLP"],
  },
  "/solutions/industry/oil-and-gas": {
    title: "Data Protection for Oil & Gas | E7",
    description:
      "Protect seismic surveys, reservoir models and OT documentation from insiders and partners with persistent encryption, watermarking and full audit trails.",
    h1: "Data protection for oil and gas",
    keywords: ["oil and gas data security", "seismic data protection", "energy sector DLP"],
  },
  "/solutions/industry/retail": {
    title: "Data Protection for Retail & E-commerce | E7",
    description:
      "Keep customer data, pricing strategies and supplier contracts private across stores, head office and partners with E7 leak prevention and encryption.",
    h1: "Data protection for retail",
    keywords: ["retail data security", "customer data protection", "PCI DSS"],
  },
  "/solutions/usecase/data-protection": {
    title: "Internal Threat Protection & Data Leak Prevention | E7",
    description:
      "Stop unauthorised downloads, screenshots, printing and exfiltration by departing or rogue insiders with E7 Blindspot's layered data protection.",
    h1: "Internal threat protection",
    keywords: ["insider threat", "data exfiltration prevention", "screenshot blocking"],
  },
  "/solutions/usecase/ip-protection": {
    title: "Intellectual Property Protection | E7",
    description:
      "Protect designs, source code and trade secrets with persistent file-level security, dynamic watermarking, granular usage policies and real-time revocation.",
    h1: "Intellectual property protection",
    keywords: ["IP protection", "trade secret security", "dynamic watermarking"],
  },
  "/solutions/usecase/regulatory-compliance": {
    title: "Regulatory Compliance for Data Protection | E7",
    description:
      "Meet GDPR, HIPAA, NIS2, DORA, PDPL and DPDP obligations with classification, persistent protection, activity tracking and audit-ready dashboards.",
    h1: "Regulatory compliance",
    keywords: ["regulatory compliance", "GDPR compliance", "audit trail", "SIEM integration"],
  },
  "/compliance": {
    title: "Compliance Regimes We Help You Meet | E7",
    description:
      "How E7 supports GDPR, HIPAA, NIS2, DORA, PCI DSS, CCPA, ITAR, UAE PDPL, DPDP and more with controls that protect data and evidence that satisfies auditors.",
    h1: "Compliance made provable",
    keywords: ["compliance", "GDPR", "HIPAA", "NIS2", "DORA", "PCI DSS"],
  },
  "/why-e7": {
    title: "Why Choose E7 for Data Protection",
    description:
      "User-centric design, comprehensive security, continuous innovation, a proven track record and tailored solutions: why enterprises trust E7 with their data.",
    h1: "Why choose E7",
    keywords: ["why E7", "data security vendor", "enterprise data protection"],
  },
  "/partners": {
    title: "Partner Programme for Resellers & MSPs | E7",
    description:
      "Join the E7 partner programme: resellers, MSPs, integrators and consultants get our security suite, sales enablement, deal registration and certification.",
    h1: "Grow with the E7 partner programme",
    keywords: ["E7 partners", "cybersecurity reseller", "MSP programme", "deal registration"],
  },
  "/blogs": {
    title: "Data Security Blog: Insights & Best Practices | E7",
    description:
      "Articles on data leak prevention, insider threats, watermarking, encryption and compliance from the E7 data security team.",
    h1: "Insights on data security",
    keywords: ["data security blog", "DLP insights", "compliance articles"],
  },
  "/vision": {
    title: "Our Vision & Mission | E7 Data Security",
    description:
      "E7 exists so that organisations can share sensitive information freely without losing control of it. Read our vision and the mission that drives us.",
    h1: "Our vision and mission",
    keywords: ["E7 vision", "E7 mission", "about E7"],
  },
  "/careers": {
    title: "Careers at E7: Build the Future of Data Security",
    description:
      "Join E7's engineers, researchers and customer teams in London, Cairo, Istanbul and Dubai. Explore open roles and how we hire.",
    h1: "Build the future of data security",
    keywords: ["E7 careers", "cybersecurity jobs", "security engineering jobs"],
  },
  "/job-postings": {
    title: "Job Openings at E7 | Careers in Data Security",
    description:
      "Browse open roles at E7 by location, category, job type and experience level, and apply online with your resume in a few minutes.",
    h1: "Job Openings",
    keywords: ["E7 jobs", "job openings", "cybersecurity careers"],
  },
  "/privacy": {
    title: "Privacy Policy | E7 Data Security",
    description:
      "How E7 collects, uses, shares and protects personal data from website visitors, prospects and job applicants, and how to exercise your rights.",
    h1: "Privacy Policy",
    keywords: ["privacy policy", "GDPR", "personal data"],
  },
  "/terms": {
    title: "Terms & Conditions | E7 Data Security",
    description: "The terms that govern your use of the E7 website, its forms and its content.",
    h1: "Terms & Conditions",
    keywords: ["terms and conditions", "website terms"],
  },
} as const satisfies Record<string, RouteMeta>;

export type StaticRoute = keyof typeof routeMetadata;

/** The table's shape with its copy widened to string, so the Arabic and Turkish editions can fill it. */
export type RouteMetadataTable = { readonly [route in StaticRoute]: RouteMeta };
