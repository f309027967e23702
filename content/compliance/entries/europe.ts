import type { ComplianceEntry } from "../types";

export const gdpr: ComplianceEntry = {
  id: "gdpr",
  title: "GDPR",
  subtitle: "General Data Protection Regulation, Regulation (EU) 2016/679",
  summary: "Protect personal data by design, report breaches within 72 hours and prove accountability to EU regulators.",
  region: "EU",
  description: [
    "The GDPR governs how organisations process the personal data of people in the European Union, wherever the organisation itself is based. Article 32 requires security appropriate to the risk and names encryption and pseudonymisation; Article 33 requires a personal data breach to be reported to the supervisory authority within 72 hours of becoming aware of it; and the accountability principle means you must be able to show, not merely state, that you comply. The most serious infringements can cost up to €20 million or 4% of worldwide annual turnover, whichever is higher.",
    "E7 keeps personal data protected after it leaves your systems: files stay encrypted and bound to policy, every view, print and share is logged, and access can be withdrawn in seconds. When an incident happens, the audit trail shows within hours which records were exposed and to whom, so your 72-hour notification rests on facts rather than estimates. The UK GDPR carries the same obligations, and E7 supports both.",
  ],
  facts: [
    {
      label: "Applies to",
      value:
        "Controllers and processors handling the personal data of people in the EU, including organisations outside the EU that offer them goods or services or monitor their behaviour.",
    },
    { label: "Key deadline", value: "Report personal data breaches to the supervisory authority within 72 hours of becoming aware of them (Article 33)." },
    { label: "Enforced by", value: "National data protection authorities, coordinated by the European Data Protection Board." },
  ],
  features: [
    {
      title: "Security of processing (Article 32)",
      description:
        "Persistent encryption and usage policies travel with every file, so personal data stays protected on laptops, in email and in cloud storage such as Microsoft 365, Box and Google Drive.",
    },
    {
      title: "72-hour breach readiness",
      description:
        "A complete record of who opened, printed or shared each file lets you scope an incident quickly and give the supervisory authority the facts Article 33 asks for.",
    },
    {
      title: "Data protection by design (Article 25)",
      description:
        "Classification-driven policies limit access to the people who need it, and dynamic watermarks discourage photographing or re-sharing data that must stay private.",
    },
  ],
  keywords: ["GDPR compliance", "Article 32 security", "72-hour breach notification", "UK GDPR"],
};

export const nis2: ComplianceEntry = {
  id: "nis2",
  title: "NIS2",
  subtitle: "Directive (EU) 2022/2555 on a high common level of cybersecurity across the Union",
  summary: "Put NIS2's risk-management measures in place and be ready for its 24-hour early warning.",
  region: "EU",
  description: [
    "NIS2 extends the EU's cybersecurity rules to essential and important entities in 18 sectors, from energy, transport, banking and health to digital infrastructure, public administration and manufacturing, and has applied since 18 October 2024. Article 21 sets minimum risk-management measures, including access control, asset management, supply-chain security and the use of cryptography and encryption. Article 23 requires an early warning within 24 hours of becoming aware of a significant incident, an incident notification within 72 hours and a final report within one month. Management bodies must approve the measures and can be held accountable for failures.",
    "E7 gives you the data-protection measures Article 21 expects and the evidence to prove them: encryption that stays with sensitive files, least-privilege access enforced per user, control of printing and file movement, and a full activity trail. When a significant incident occurs, that trail helps you establish what was affected in time for the 24-hour early warning.",
  ],
  facts: [
    {
      label: "Applies to",
      value: "Medium-sized and large essential and important entities in 18 sectors, and some providers regardless of size, such as DNS and trust service providers.",
    },
    { label: "Key deadline", value: "Early warning within 24 hours, incident notification within 72 hours and a final report within one month." },
    {
      label: "Penalties",
      value: "Up to €10 million or 2% of worldwide annual turnover for essential entities, and €7 million or 1.4% for important entities.",
    },
  ],
  features: [
    {
      title: "Article 21 risk-management measures",
      description: "Access control, encryption and file-movement policies for sensitive data, configured centrally and enforced on every endpoint.",
    },
    {
      title: "24-hour early warning",
      description:
        "Real-time alerts on unusual downloads, printing or sharing, and an activity history that shows quickly whether a significant incident touched sensitive data.",
    },
    {
      title: "Supply-chain security",
      description:
        "Share files with suppliers and partners without losing control: usage rights, watermarks and revocation follow each document outside your network.",
    },
  ],
  keywords: ["NIS2 compliance", "NIS2 Article 21", "NIS2 incident reporting", "EU cybersecurity directive"],
};

export const dora: ComplianceEntry = {
  id: "dora",
  title: "DORA",
  subtitle: "Digital Operational Resilience Act, Regulation (EU) 2022/2554",
  summary: "Strengthen ICT risk management, incident reporting and third-party oversight for EU financial entities.",
  region: "EU",
  description: [
    "DORA has applied since 17 January 2025 to banks, insurers, investment firms, payment and crypto-asset service providers and most other EU financial entities, and it brings critical ICT third-party providers under direct EU oversight. It rests on five pillars: ICT risk management, ICT-related incident management and reporting, digital operational resilience testing, ICT third-party risk management, and information sharing. A major ICT-related incident must be reported to the competent authority with an initial notification within 4 hours of classifying it as major, and no later than 24 hours after becoming aware of it, followed by intermediate and final reports.",
    "E7 strengthens the data-security side of your ICT risk-management framework: protection of sensitive information wherever files travel, strong access control, and logging that reconstructs who did what with which file. Granular policies and instant revocation also limit what an ICT provider or outsourcer can do with the information you share.",
  ],
  facts: [
    {
      label: "Applies to",
      value: "21 types of EU financial entity, from credit institutions and insurers to crypto-asset service providers, and critical ICT third-party providers.",
    },
    {
      label: "Key deadline",
      value: "Initial notification of a major ICT-related incident within 4 hours of classification, and no later than 24 hours after becoming aware of it.",
    },
    { label: "Applies from", value: "17 January 2025, supervised by national competent authorities and the European Supervisory Authorities." },
  ],
  features: [
    {
      title: "ICT risk management",
      description:
        "Encryption, access control and leak prevention for sensitive financial information, documented and measurable within your ICT risk-management framework.",
    },
    {
      title: "Incident classification and reporting",
      description:
        "Detailed activity records help you judge data losses, one of DORA's classification criteria, and supply the facts for initial, intermediate and final reports.",
    },
    {
      title: "ICT third-party risk",
      description: "Documents shared with outsourcers and ICT providers stay under your policies, and access can be withdrawn the moment a contract ends.",
    },
  ],
  keywords: ["DORA compliance", "digital operational resilience", "ICT risk management", "financial services regulation"],
};
