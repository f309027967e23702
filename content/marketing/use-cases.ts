import { art, type Art, type CardSection, type CtaLink, type SectionCopy } from "./types";

export type UseCaseSlug = "data-protection" | "ip-protection" | "regulatory-compliance";

/** An explanatory block; the compliance page lists its aims and links to /compliance (spec 2.10). */
export type UseCaseExplainer = SectionCopy & {
  paragraphs: readonly string[];
  aims?: readonly string[];
  cta?: CtaLink;
  image: Art;
};

export type UseCase = {
  slug: UseCaseSlug;
  hero: { eyebrow: string; description: string; art: Art };
  /** Data protection only: the three named threats. */
  threats?: CardSection;
  explainer?: UseCaseExplainer;
  /** Five key features or capability cards. */
  capabilities: CardSection;
  resources: { title: string; description: string };
};

const dataProtection: UseCase = {
  slug: "data-protection",
  hero: {
    eyebrow: "Use case: internal threat protection",
    description:
      "Most data leaves through people who are allowed to see it. Blindspot stops careless, compromised and malicious insiders from taking what they can access.",
    art: art("usecase-data-protection", "A user silhouette inside a shield, with download, screenshot and USB exits blocked"),
  },
  threats: {
    eyebrow: "Threats",
    title: "Three ways data walks out the door",
    description: "Insider incidents rarely look like attacks. They look like ordinary work, which is why network tools miss them.",
    cards: [
      {
        icon: "download",
        title: "Unauthorised downloads or copies",
        description: "Bulk downloads from shared drives and copies to USB sticks or personal cloud accounts.",
      },
      {
        icon: "camera",
        title: "Screenshots, print and copy-paste",
        description: "Screen captures, phone photos, printouts and clipboard pastes into personal apps and AI tools.",
      },
      {
        icon: "userX",
        title: "Exfiltration by departing or rogue insiders",
        description: "Leavers taking client lists and plans to a competitor, or a disgruntled user selling data.",
      },
    ],
  },
  capabilities: {
    eyebrow: "Key features",
    title: "Five controls that stop insider leaks",
    description: "Layered controls that deter, prevent and trace, applied by policy and invisible to honest users.",
    cards: [
      { icon: "watermark", title: "Dynamic screen watermarking", description: "User-identifying overlays deter photos and trace any that are taken." },
      { icon: "ban", title: "Capture and clipboard blocking", description: "Block print-screen, screen recorders and copy-paste out of protected files." },
      { icon: "printer", title: "Print control", description: "Allow, watermark or block printing by user, document label or printer." },
      { icon: "lock", title: "Persistent file encryption", description: "Copied or downloaded files stay encrypted and useless outside your policy." },
      { icon: "chart", title: "Behaviour analytics and alerts", description: "Spot unusual download, print or access patterns and alert your SOC in real time." },
    ],
  },
  resources: {
    title: "Internal Threat Protection Resources",
    description: "Guidance on detecting and preventing insider data leaks.",
  },
};

const ipProtection: UseCase = {
  slug: "ip-protection",
  hero: {
    eyebrow: "Use case: intellectual property protection",
    description:
      "Designs, source code, formulas and strategy documents are the value of your business. Blindspot keeps them under your control, even on machines you do not own.",
    art: art("usecase-ip-protection", "A blueprint and a source-code file locked together behind a key-shaped shield"),
  },
  explainer: {
    eyebrow: "Why it matters",
    title: "Your IP leaves the building every day",
    paragraphs: [
      "Intellectual property has to be shared to create value: with engineers and contractors, manufacturing partners, investors and licensees. Traditional access controls stop at the repository, so once a file is downloaded it is on its own.",
      "Blindspot binds protection to the file itself. You decide who can open it, what they can do with it and for how long, and you keep that control after the file has left your systems.",
    ],
    image: art("ip-explainer", "A protected design file travelling from a company to three partners, each copy carrying a unique watermark"),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Five capabilities that keep IP yours",
    cards: [
      { icon: "lock", title: "Persistent file-level security", description: "Encryption and rights travel with every copy, on any device, cloud or network." },
      { icon: "watermark", title: "Dynamic watermarking", description: "Each view and print carries the recipient's identity, so a leak names its source." },
      { icon: "sliders", title: "Granular usage policies", description: "Set view, edit, print, copy and share rights per user, group, partner and time window." },
      { icon: "revoke", title: "Real-time access revocation", description: "Withdraw access to every copy instantly when a contract ends or a device is lost." },
      { icon: "dashboard", title: "Full audit trails", description: "A complete record of who opened, edited, printed or shared each file, and from where." },
    ],
  },
  resources: {
    title: "IP Protection Resources",
    description: "How leading teams protect designs, code and trade secrets.",
  },
};

const regulatoryCompliance: UseCase = {
  slug: "regulatory-compliance",
  hero: {
    eyebrow: "Use case: regulatory compliance",
    description:
      "Turn data-protection obligations into working controls and audit evidence, across GDPR, HIPAA, NIS2, DORA, PCI DSS, UAE PDPL, DPDP and more.",
    art: art("usecase-regulatory-compliance", "A compliance checklist with ticked items next to an audit badge and a protected document"),
  },
  explainer: {
    eyebrow: "Introduction",
    title: "Compliance that proves itself",
    paragraphs: [
      "Regulators no longer accept policies on paper. They ask you to show that personal and regulated data is protected in practice, and to explain exactly what happened when something goes wrong.",
      "Blindspot helps you meet three aims at once:",
    ],
    aims: [
      "Know where regulated data is and classify it consistently",
      "Protect it wherever it is stored, shared or printed",
      "Prove control with evidence auditors and regulators accept",
    ],
    cta: { label: "Explore Compliance", href: "/compliance" },
    image: art("compliance-explainer", "Regulation badges connected to a central dashboard that collects audit evidence"),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Five capabilities behind every audit",
    cards: [
      { icon: "tag", title: "Classification and labelling", description: "Label data by sensitivity automatically or by user choice, and drive every policy from the label." },
      { icon: "lock", title: "Persistent protection", description: "Encryption and usage rights stay with regulated data in every location and format." },
      { icon: "eye", title: "Real-time activity tracking", description: "Every open, edit, print and share is recorded as it happens, with user and device." },
      {
        icon: "dashboard",
        title: "Audit-ready dashboards exportable to SIEM and BI tools",
        description: "Pre-built compliance views, with exports to your SIEM and BI tools for wider reporting.",
      },
      {
        icon: "plug",
        title: "DLP, CASB and DSPM integration",
        description: "Works with your existing DLP, CASB and DSPM tools to close gaps rather than duplicate them.",
      },
    ],
  },
  resources: {
    title: "Compliances Resources",
    description: "Practical guides to GDPR, HIPAA, NIS2, DORA and regional privacy laws.",
  },
};

export const useCases: Record<UseCaseSlug, UseCase> = {
  "data-protection": dataProtection,
  "ip-protection": ipProtection,
  "regulatory-compliance": regulatoryCompliance,
};

export const useCaseSlugs = Object.keys(useCases) as UseCaseSlug[];

export function getUseCase(slug: string): UseCase | undefined {
  return Object.hasOwn(useCases, slug) ? useCases[slug as UseCaseSlug] : undefined;
}
