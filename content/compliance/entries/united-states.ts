import type { ComplianceEntry } from "../types";

export const hipaa: ComplianceEntry = {
  id: "hipaa",
  title: "HIPAA",
  subtitle: "Health Insurance Portability and Accountability Act: Security and Breach Notification Rules",
  summary: "Safeguard electronic protected health information and be ready to notify within 60 days of discovering a breach.",
  region: "US",
  description: [
    "HIPAA applies to health plans, healthcare clearinghouses, healthcare providers that transmit health information electronically, and the business associates that handle protected health information for them. The Security Rule requires administrative, physical and technical safeguards for electronic protected health information (ePHI), including access control, audit controls, integrity controls and transmission security. Under the Breach Notification Rule, affected individuals must be notified without unreasonable delay and no later than 60 calendar days after a breach is discovered; breaches affecting 500 or more people must also be reported to the Department of Health and Human Services within the same period, and to prominent media where more than 500 residents of a state or jurisdiction are affected.",
    "E7 applies the technical safeguards of 45 CFR 164.312 to the files that carry ePHI, wherever they go: encryption, per-user access rights, automatic audit logs and watermarks that identify every viewer. Under HHS guidance, properly encrypted PHI is not unsecured PHI, which can keep a lost laptop or a misdirected file from becoming a notifiable breach. When an investigation is needed, the audit trail shows exactly who accessed what, and when.",
  ],
  facts: [
    { label: "Applies to", value: "Covered entities (health plans, clearinghouses and providers) and their business associates." },
    { label: "Key deadline", value: "Notify affected individuals without unreasonable delay and no later than 60 calendar days after discovering a breach." },
    { label: "Enforced by", value: "The HHS Office for Civil Rights, and state attorneys general." },
  ],
  features: [
    {
      title: "Technical safeguards",
      description: "Access control, audit controls, integrity and transmission security for ePHI, applied to each file rather than only to the systems that store it.",
    },
    {
      title: "Breach-ready audit trail",
      description: "See who opened, printed or forwarded a record, so the 60-day notification clock starts with a clear picture of what happened.",
    },
    {
      title: "Business associate control",
      description: "Share records with labs, billing companies and partners under enforced usage rights, with watermarks that identify every recipient.",
    },
  ],
  keywords: ["HIPAA compliance", "HIPAA Security Rule", "ePHI protection", "HIPAA breach notification"],
};

export const ccpa: ComplianceEntry = {
  id: "ccpa",
  title: "CCPA / CPRA",
  subtitle: "California Consumer Privacy Act, as amended by the California Privacy Rights Act",
  summary: "Honour Californians' privacy rights and maintain the reasonable security that keeps you out of court.",
  region: "US",
  description: [
    "The CCPA, strengthened by the CPRA from 1 January 2023, gives California residents the rights to know, delete and correct their personal information, to opt out of its sale or sharing, and to limit the use of sensitive personal information. It is enforced by the California Privacy Protection Agency and the Attorney General. When non-encrypted and non-redacted personal information is breached because a business failed to maintain reasonable security, consumers can sue for statutory damages of $100 to $750 per consumer per incident (adjusted for inflation), or actual damages if greater.",
    "E7 helps you demonstrate the reasonable security the law expects: personal and sensitive personal information stays encrypted and under usage policy inside and outside your network, access is limited to the people who need it, and every action is logged. Because protected files remain encrypted even when a copy escapes, an exposure is far less likely to give rise to the private right of action.",
  ],
  facts: [
    {
      label: "Applies to",
      value:
        "For-profit businesses doing business in California that pass its annual revenue threshold, buy, sell or share the personal information of 100,000 or more consumers or households, or earn half their revenue from selling or sharing it.",
    },
    { label: "Private right of action", value: "$100 to $750 per consumer per incident (adjusted for inflation) for breaches caused by a lack of reasonable security." },
    { label: "Enforced by", value: "The California Privacy Protection Agency and the California Attorney General." },
  ],
  features: [
    {
      title: "Reasonable security",
      description: "Encryption, least-privilege access and file-movement controls for personal information, demonstrable to regulators and courts.",
    },
    {
      title: "Sensitive personal information",
      description: "Classify government identifiers, account credentials, financial and health data, and restrict how they may be used, printed or shared.",
    },
    {
      title: "Evidence for consumer requests",
      description: "Activity records show where consumer data has travelled, helping you answer requests to know, correct and delete with confidence.",
    },
  ],
  keywords: ["CCPA compliance", "CPRA", "California privacy law", "reasonable security"],
};

export const glba: ComplianceEntry = {
  id: "glba",
  title: "GLBA",
  subtitle: "Gramm-Leach-Bliley Act and the FTC Safeguards Rule (16 CFR Part 314)",
  summary: "Run the information security programme the Safeguards Rule requires and protect customer information end to end.",
  region: "US",
  description: [
    "The Gramm-Leach-Bliley Act requires financial institutions to explain how they share customer information and to safeguard customers' nonpublic personal information. For non-bank financial institutions such as lenders, mortgage brokers, tax preparers and auto dealers, the FTC's Safeguards Rule spells out the programme: a qualified individual in charge, written risk assessments, access controls, encryption of customer information in transit and at rest, multi-factor authentication, monitoring and logging of authorised users' activity, and regular reports to the board. Since May 2024, institutions must also notify the FTC within 30 days of discovering an event involving the unencrypted information of at least 500 consumers. Banks follow the equivalent Interagency Guidelines.",
    "E7 delivers several required elements of the Safeguards Rule for the documents where customer information actually lives: encryption that persists outside your systems, access limited to authorised users, and monitoring of user activity with a complete log. Because the FTC notification duty concerns unencrypted information, persistent encryption also reduces your reporting exposure.",
  ],
  facts: [
    { label: "Applies to", value: "US financial institutions: the FTC Safeguards Rule covers non-bank institutions, and banks follow the Interagency Guidelines." },
    { label: "Key deadline", value: "Notify the FTC within 30 days of discovering a notification event affecting 500 or more consumers." },
    { label: "Enforced by", value: "The Federal Trade Commission and the federal banking agencies." },
  ],
  features: [
    {
      title: "Encryption of customer information",
      description: "Customer files are encrypted in transit and at rest, and stay encrypted when downloaded, emailed or copied to removable media.",
    },
    {
      title: "Access control and monitoring",
      description: "Grant each user only the rights their role needs, and log every open, print and share to monitor authorised users' activity.",
    },
    {
      title: "Board-ready reporting",
      description: "Dashboards and exports give your qualified individual the evidence for the written report to the board of directors.",
    },
  ],
  keywords: ["GLBA compliance", "FTC Safeguards Rule", "financial privacy", "customer information security"],
};

export const nycrr: ComplianceEntry = {
  id: "nycrr",
  title: "NYDFS 23 NYCRR 500",
  subtitle: "New York Department of Financial Services Cybersecurity Regulation, 23 NYCRR Part 500",
  summary: "Meet Part 500's encryption, access and audit-trail requirements and its 72-hour notice to the Superintendent.",
  region: "US",
  description: [
    "23 NYCRR Part 500 applies to banks, insurers and other financial services companies licensed by the New York State Department of Financial Services. As amended in November 2023, it requires a cybersecurity programme and policies approved by senior governance, encryption of nonpublic information in transit and at rest, limits on access privileges, multi-factor authentication, asset inventories and audit trails. Cybersecurity incidents must be reported to the Superintendent within 72 hours of determining that one has occurred, extortion payments within 24 hours, and every year by 15 April each covered entity must certify its compliance or acknowledge where it falls short.",
    "E7 addresses the data-level controls of Part 500 directly: nonpublic information stays encrypted wherever files travel, access privileges are enforced per user and per document, and the activity log provides the audit trail examiners expect. That evidence also supports the CISO's annual report to the board and the certification signed each April.",
  ],
  facts: [
    { label: "Applies to", value: "Banks, insurers and other entities licensed or registered under New York's banking, insurance or financial services laws." },
    { label: "Key deadline", value: "Notify the Superintendent within 72 hours of determining that a cybersecurity incident has occurred." },
    { label: "Annual duty", value: "A certification of compliance, or an acknowledgment of non-compliance, by 15 April each year." },
  ],
  features: [
    {
      title: "Encryption of nonpublic information",
      description: "Nonpublic information is encrypted at rest and in transit, and remains encrypted when files leave your network.",
    },
    {
      title: "Access privileges",
      description: "Least-privilege usage rights per document, with periodic access reviews made easy by a clear view of who can do what.",
    },
    {
      title: "Audit trail",
      description: "A complete, exportable record of file activity to detect and respond to cybersecurity events and to support your annual certification.",
    },
  ],
  keywords: ["NYDFS Part 500", "23 NYCRR 500", "NYDFS cybersecurity regulation", "financial services cybersecurity"],
};
