import { art, type Art, type CardSection, type IconName, type SectionCopy } from "./types";

export type IndustrySlug = "finance" | "manufacturing" | "healthcare" | "government" | "oil-and-gas" | "retail";

type IndustryBase = {
  slug: IndustrySlug;
  /** Short name for tiles and breadcrumbs. */
  name: string;
  icon: IconName;
  hero: { eyebrow: string; description: string; art: Art };
  intro?: SectionCopy & { paragraphs: readonly string[] };
  closing: { title: string; description: string };
};

/**
 * Spec 2.9 has two page shapes. Finance, manufacturing, healthcare and government: why-trust (3 cards) and core
 * offerings (4); finance adds an intro and a three-point banner, healthcare and government an intro.
 * Oil and gas and retail: an intro, three threat (retail: challenge) cards and four solution cards.
 */
export type CoreIndustry = IndustryBase & {
  layout: "core";
  banner?: { title: string; points: readonly { title: string; description: string }[] };
  whyTrust: CardSection;
  offerings: CardSection;
};

export type ThreatIndustry = IndustryBase & {
  layout: "threats";
  intro: SectionCopy & { paragraphs: readonly string[] };
  threats: CardSection;
  solutions: CardSection;
};

export type Industry = CoreIndustry | ThreatIndustry;

const finance: CoreIndustry = {
  slug: "finance",
  layout: "core",
  name: "Finance & Banking",
  icon: "bank",
  hero: {
    eyebrow: "Finance and banking (BFSI)",
    description:
      "Banks, insurers and asset managers trust Blindspot to keep customer records, trading strategies and board papers confidential, and to prove it to regulators.",
    art: art("industry-finance", "A bank building behind a shield, with protected statements and a rising chart"),
  },
  intro: {
    eyebrow: "The challenge",
    title: "Financial data is the most targeted data there is",
    paragraphs: [
      "Account data, credit files, M&A documents and trading models are worth a fortune to criminals and competitors, and most of them pass through the hands of employees, contractors and outsourced operations every day.",
      "Regulators expect you to know who accessed customer data and to show that it never left your control. Blindspot gives you that control on every screen and in every file, without slowing the front office.",
    ],
  },
  banner: {
    title: "Built for the realities of financial services",
    points: [
      { title: "Protect customer data", description: "Watermark and encrypt statements, KYC files and credit reports wherever they are opened." },
      { title: "Secure the trading floor", description: "Block screen capture of positions, research and pricing on dealer desktops." },
      { title: "Satisfy supervisors", description: "Evidence for DORA, GLBA, PCI DSS and NYDFS 23 NYCRR 500 in one audit trail." },
    ],
  },
  whyTrust: {
    eyebrow: "Why banks trust E7",
    title: "Confidence for the most regulated sector",
    cards: [
      { icon: "shield", title: "Zero-trust by design", description: "Every open, print and share is authorised against policy, whoever the user and wherever the file." },
      { icon: "fingerprint", title: "Forensic accountability", description: "Invisible watermarks trace leaked screenshots and documents back to a named user and session." },
      { icon: "award", title: "Regulator-ready evidence", description: "Tamper-evident logs and reports mapped to DORA, GLBA and PCI DSS controls." },
    ],
  },
  offerings: {
    eyebrow: "Core offerings",
    title: "What Blindspot protects in financial services",
    cards: [
      { icon: "watermark", title: "Screen watermarking for front office", description: "Deter photos of trading screens, client portfolios and research before publication." },
      { icon: "lock", title: "Persistent encryption for client files", description: "Statements, loan files and KYC packs stay encrypted even when sent to brokers or auditors." },
      { icon: "printer", title: "Secure print for branches", description: "Control and watermark every printed document across branches and back offices." },
      { icon: "dashboard", title: "Audit trail and SIEM export", description: "Stream every access event to your SIEM and produce supervisory reports on demand." },
    ],
  },
  closing: {
    title: "Protect customer trust, not just customer data",
    description: "See how Blindspot fits your core banking, trading and document workflows in a tailored demo.",
  },
};

const manufacturing: CoreIndustry = {
  slug: "manufacturing",
  layout: "core",
  name: "Manufacturing",
  icon: "factory",
  hero: {
    eyebrow: "Manufacturing",
    description:
      "Keep CAD models, formulas, process recipes and supplier contracts under your control, across plants, engineering partners and a global supply chain.",
    art: art("industry-manufacturing", "A factory and a gear beside an engineering blueprint protected by a lock"),
  },
  whyTrust: {
    eyebrow: "Why manufacturers trust E7",
    title: "Your designs are your competitive edge",
    cards: [
      { icon: "key", title: "IP stays yours", description: "Drawings and specifications remain encrypted and usable only by the people you approve." },
      { icon: "network", title: "Safe supplier collaboration", description: "Share with contract manufacturers and revoke access the moment a project ends." },
      { icon: "clock", title: "No disruption on the line", description: "Protection runs quietly alongside engineering tools and shop-floor systems." },
    ],
  },
  offerings: {
    eyebrow: "Core offerings",
    title: "What Blindspot protects in manufacturing",
    cards: [
      { icon: "lock", title: "Persistent CAD and PLM protection", description: "Encryption travels with design files exported from PLM, to any workstation or partner." },
      { icon: "watermark", title: "Watermarked drawings", description: "Every printed or shared drawing carries the recipient's name, so copies can be traced." },
      { icon: "revoke", title: "Real-time revocation", description: "Withdraw a supplier's access to every copy of a file instantly, wherever it was sent." },
      { icon: "chart", title: "Supply-chain visibility", description: "See who opened which design, where and when, across your partner network." },
    ],
  },
  closing: {
    title: "Share designs with partners, not competitors",
    description: "Book a demo to see Blindspot protect CAD files and specifications across your supply chain.",
  },
};

const healthcare: CoreIndustry = {
  slug: "healthcare",
  layout: "core",
  name: "Healthcare",
  icon: "pulse",
  hero: {
    eyebrow: "Healthcare and life sciences",
    description:
      "Protect patient records, clinical research and billing data across hospitals, clinics, laboratories and partners, with audit trails that support HIPAA and GDPR.",
    art: art("industry-healthcare", "A medical record marked with a health cross and a heartbeat line, inside a protective shield"),
  },
  intro: {
    eyebrow: "The challenge",
    title: "Patient data has to move, and has to stay private",
    paragraphs: [
      "Clinicians need records at the bedside, researchers need datasets, and insurers need claims. Every hand-off is a chance for protected health information to end up on the wrong screen or in the wrong inbox.",
      "Blindspot keeps that information protected on shared workstations, in exported reports and on paper, and records every access so your privacy officer can answer questions in minutes. Under HIPAA, a breach must be notified within 60 days; knowing exactly what was exposed makes all the difference.",
    ],
  },
  whyTrust: {
    eyebrow: "Why healthcare trusts E7",
    title: "Privacy that works at the speed of care",
    cards: [
      { icon: "heart", title: "Clinician-friendly", description: "No extra clicks at the point of care: policies apply automatically to protected records." },
      { icon: "eye", title: "Full access visibility", description: "Know who viewed, printed or exported patient data, on which device and when." },
      { icon: "award", title: "HIPAA and GDPR support", description: "Controls and reports that map to the privacy and security rules auditors check." },
    ],
  },
  offerings: {
    eyebrow: "Core offerings",
    title: "What Blindspot protects in healthcare",
    cards: [
      { icon: "watermark", title: "Watermarks on shared workstations", description: "Identify the user behind every screen in wards, reception areas and labs." },
      { icon: "lock", title: "Encrypted research data", description: "Trial data and genomic datasets stay encrypted when shared with partners and sponsors." },
      { icon: "printer", title: "Controlled printing", description: "Watermark and log printed discharge notes, prescriptions and reports." },
      { icon: "search", title: "Breach investigation", description: "Pinpoint what was exposed and to whom, to meet notification deadlines with facts." },
    ],
  },
  closing: {
    title: "Keep patient data private, everywhere care happens",
    description: "See how Blindspot protects records across your clinical and research systems.",
  },
};

const government: CoreIndustry = {
  slug: "government",
  layout: "core",
  name: "Government",
  icon: "landmark",
  hero: {
    eyebrow: "Government and public sector",
    description:
      "Safeguard classified documents, policy drafts and citizen data with traceable watermarks, capture blocking and encryption that follows every file across agencies.",
    art: art("industry-government", "A government building with a classified document and a shield in front of it"),
  },
  intro: {
    eyebrow: "The challenge",
    title: "Public trust depends on what never leaks",
    paragraphs: [
      "Ministries and agencies handle material that ranges from citizen records to national security information, shared between departments, contractors and international partners.",
      "A single leaked memo can derail policy or endanger lives. Blindspot enforces need-to-know on every screen and document, and makes every disclosure traceable to its source.",
    ],
  },
  whyTrust: {
    eyebrow: "Why agencies trust E7",
    title: "Control that meets public-sector standards",
    cards: [
      { icon: "landmark", title: "Classification-aware", description: "Policies follow your classification scheme, from official to secret, automatically." },
      { icon: "globe", title: "Sovereign deployment", description: "Run fully on premises or in a national cloud, with no data leaving your jurisdiction." },
      { icon: "fingerprint", title: "Leak attribution", description: "Forensic watermarks identify the source of leaked documents and screen photos." },
    ],
  },
  offerings: {
    eyebrow: "Core offerings",
    title: "What Blindspot protects in government",
    cards: [
      { icon: "file", title: "Classified document protection", description: "Encrypt and watermark documents by classification, in Office and PDF formats." },
      { icon: "ban", title: "Capture and print control", description: "Block screenshots and screen recording, and control printing of sensitive material." },
      { icon: "users", title: "Inter-agency sharing", description: "Share with other departments and contractors, and revoke access when the need ends." },
      { icon: "dashboard", title: "Accountability reporting", description: "A full audit trail for inspectors general, auditors and parliamentary inquiries." },
    ],
  },
  closing: {
    title: "Protect what the public entrusts to you",
    description: "Book a demo tailored to your agency's classification scheme and infrastructure.",
  },
};

const oilAndGas: ThreatIndustry = {
  slug: "oil-and-gas",
  layout: "threats",
  name: "Oil & Gas",
  icon: "drop",
  hero: {
    eyebrow: "Oil and gas",
    description:
      "Protect seismic surveys, reservoir models, bid documents and OT documentation from insiders, contractors and state-backed espionage.",
    art: art("industry-oil-and-gas", "An offshore rig and a pipeline with encrypted survey data flowing to a shield"),
  },
  intro: {
    eyebrow: "The challenge",
    title: "Exploration data is worth billions",
    paragraphs: [
      "A single seismic survey or reservoir model can decide a licensing round. That data is shared with joint-venture partners, service companies and consultants across continents, often on remote sites with limited connectivity.",
      "Blindspot keeps that intelligence encrypted and traceable wherever it travels, and gives you the power to cut off access when a partnership ends.",
    ],
  },
  threats: {
    eyebrow: "Threats",
    title: "The threats facing energy companies",
    cards: [
      { icon: "userX", title: "Insider and contractor leaks", description: "Rotating crews and contractors take survey data and bid strategies with them when they move on." },
      { icon: "globe", title: "Industrial espionage", description: "Competitors and state-backed groups target exploration data and licensing-round bids." },
      { icon: "alert", title: "Exposed OT documentation", description: "Leaked plant diagrams and control-system manuals hand attackers a map of critical infrastructure." },
    ],
  },
  solutions: {
    eyebrow: "Solutions",
    title: "How Blindspot protects energy data",
    cards: [
      { icon: "lock", title: "Persistent encryption", description: "Survey files and models stay encrypted on partner systems and offline at remote sites." },
      { icon: "watermark", title: "Forensic watermarking", description: "Every view and copy carries an identity mark that traces leaks to their source." },
      { icon: "revoke", title: "Partner access revocation", description: "End a joint venture and revoke every partner's access to shared data in one action." },
      { icon: "dashboard", title: "Complete audit trail", description: "Evidence for NCA and NIS2 obligations covering critical-infrastructure operators." },
    ],
  },
  closing: {
    title: "Keep your exploration edge",
    description: "See how Blindspot protects subsurface data and OT documentation across partners and sites.",
  },
};

const retail: ThreatIndustry = {
  slug: "retail",
  layout: "threats",
  name: "Retail",
  icon: "cart",
  hero: {
    eyebrow: "Retail and e-commerce",
    description:
      "Keep customer data, pricing strategies, promotions and supplier contracts private across stores, head office, marketplaces and partners.",
    art: art("industry-retail", "A shopping bag and a payment card protected by a shield, with customer records behind them"),
  },
  intro: {
    eyebrow: "The challenge",
    title: "Retail runs on data that competitors would love to see",
    paragraphs: [
      "Loyalty data, pricing plans, promotional calendars and supplier terms are shared between thousands of employees, agencies and partners, often on shared devices in stores and distribution centres.",
      "Blindspot keeps that information where it belongs, supports PCI DSS and privacy obligations, and makes it easy to see who handled what.",
    ],
  },
  threats: {
    eyebrow: "Challenges",
    title: "The challenges retailers face",
    cards: [
      { icon: "users", title: "High staff turnover", description: "Seasonal and store staff come and go, and customer lists and price files can leave with them." },
      { icon: "percent", title: "Pricing and promotion leaks", description: "Early sight of promotions or margins gives competitors and suppliers the upper hand." },
      { icon: "cart", title: "Customer and payment data", description: "Personal and cardholder data must stay private under PCI DSS, GDPR and local privacy laws." },
    ],
  },
  solutions: {
    eyebrow: "Solutions",
    title: "How Blindspot protects retail data",
    cards: [
      { icon: "watermark", title: "Store and office watermarking", description: "Deter photos of customer records and price files on shared store terminals." },
      { icon: "lock", title: "Encrypted supplier files", description: "Contracts and range plans stay encrypted when shared with suppliers and agencies." },
      { icon: "sliders", title: "Role-based usage rules", description: "Decide who may view, edit, print or share each file, by role and by store." },
      { icon: "dashboard", title: "PCI DSS evidence", description: "Activity reports that show who accessed customer and cardholder data, and when." },
    ],
  },
  closing: {
    title: "Protect customer loyalty and your margins",
    description: "Book a demo to see Blindspot across your stores, head office and partner network.",
  },
};

export const industries: Record<IndustrySlug, Industry> = {
  finance,
  manufacturing,
  healthcare,
  government,
  "oil-and-gas": oilAndGas,
  retail,
};

export const industrySlugs = Object.keys(industries) as IndustrySlug[];

export function getIndustry(slug: string): Industry | undefined {
  return Object.hasOwn(industries, slug) ? industries[slug as IndustrySlug] : undefined;
}
