import type { ComplianceEntry } from "../types";

export const uaePdpl: ComplianceEntry = {
  id: "uae-pdpl",
  title: "UAE PDPL",
  subtitle: "Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data",
  summary: "Process personal data lawfully in the UAE, keep it secure and report breaches to the UAE Data Office.",
  region: "UAE",
  description: [
    "The UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021, applies to the processing of personal data of people in the UAE and to controllers and processors established there, outside the free zones that have their own data protection laws, such as the DIFC and ADGM. It requires appropriate technical and organisational measures to secure personal data, records of processing activities, a data protection officer in defined cases, and conditions for transfers abroad. Controllers must report to the UAE Data Office any breach that would prejudice the privacy, confidentiality or security of personal data, and inform the data subjects concerned.",
    "E7 provides the technical measures the law calls for, encryption, access control and leak prevention for files that contain personal data, together with the records that prove them. When a breach is suspected, a full activity history shows which files and which data subjects were involved, so your report to the Data Office is prompt and precise.",
  ],
  facts: [
    {
      label: "Applies to",
      value: "Processing of personal data of people in the UAE, and controllers and processors established in the UAE, except in free zones with their own regimes (DIFC, ADGM).",
    },
    { label: "Key duty", value: "Report breaches that would prejudice the privacy, confidentiality or security of personal data to the UAE Data Office, and inform those affected." },
    { label: "Regulator", value: "The UAE Data Office." },
  ],
  features: [
    {
      title: "Security of processing",
      description: "Encryption and usage policies protect personal data on every device and in cloud storage, not only in your core systems.",
    },
    {
      title: "Breach reporting",
      description: "Activity records show which files were exposed and to whom: the basis for a prompt report to the Data Office and to the people affected.",
    },
    {
      title: "Cross-border control",
      description: "Keep control of personal data shared with group companies and partners abroad, and revoke access when it is no longer needed.",
    },
  ],
  keywords: ["UAE PDPL", "Federal Decree-Law 45 of 2021", "UAE data protection law", "UAE Data Office"],
};

export const uae: ComplianceEntry = {
  id: "uae",
  title: "UAE IA Standards",
  subtitle: "UAE Information Assurance Regulation (formerly the NESA UAE IA Standards)",
  summary: "Implement the UAE's national information assurance controls for government and critical-sector entities.",
  region: "UAE",
  description: [
    "The UAE Information Assurance Regulation, first published by the National Electronic Security Authority (NESA) as the UAE Information Assurance Standards, sets the national baseline of information security for government entities and operators of critical information infrastructure. It defines 188 controls in six management families (M1 to M6) and nine technical families (T1 to T9), prioritised from P1 to P4 by the threats they address, covering areas such as asset management, classification, access control, operations management and incident management.",
    "E7 implements many of the technical controls that concern information itself: protection driven by classification, access control per user and per document, control of printing and removable media, and monitoring with audit records that feed your security operations. That helps you raise assurance on the highest-priority controls first and show assessors consistent evidence.",
  ],
  facts: [
    { label: "Applies to", value: "UAE government entities and operators of critical information infrastructure, and their suppliers where contracts require it." },
    { label: "Structure", value: "188 controls in six management (M1–M6) and nine technical (T1–T9) families, prioritised P1 to P4." },
    { label: "Origin", value: "Published by NESA as the UAE Information Assurance Standards, now maintained as the UAE Information Assurance Regulation." },
  ],
  features: [
    {
      title: "Classification and handling",
      description: "Apply protection according to classification, with labels, watermarks and usage rights that travel with each file.",
    },
    {
      title: "Access control (T5)",
      description: "Least-privilege access per user and per document, revocable at any moment, across endpoints and cloud storage.",
    },
    {
      title: "Monitoring and incident management",
      description: "Activity logs and alerts support security monitoring and give incident responders the detail they need.",
    },
  ],
  keywords: ["UAE IA Regulation", "NESA compliance", "UAE Information Assurance Standards", "critical information infrastructure"],
};

export const sdaia: ComplianceEntry = {
  id: "sdaia",
  title: "Saudi PDPL (SDAIA)",
  subtitle: "Personal Data Protection Law, Royal Decree No. M/19 of 1443H, supervised by SDAIA",
  summary: "Protect personal data under Saudi Arabia's PDPL and report qualifying breaches to SDAIA within 72 hours.",
  region: "KSA",
  description: [
    "Saudi Arabia's Personal Data Protection Law came into force on 14 September 2023, with a one-year transition that ended on 14 September 2024. It is supervised by the Saudi Data and Artificial Intelligence Authority (SDAIA) and applies to processing of personal data in the Kingdom, including processing abroad of the personal data of people who live there. Controllers must secure personal data, keep records of processing and meet strict conditions for transfers outside the Kingdom. Under the Implementing Regulations, a breach that could harm data subjects must be reported to SDAIA within 72 hours of becoming aware of it. Violations can bring fines of up to SAR 5 million, doubled for repeat offences, and unlawful disclosure of sensitive data can lead to imprisonment.",
    "E7 helps controllers apply the technical and organisational measures the PDPL expects: encryption and access control for files that hold personal and sensitive data, restrictions on copying, printing and sharing, and detailed logs. When an incident occurs, those logs let you assess the impact on data subjects quickly enough to meet the 72-hour deadline.",
  ],
  facts: [
    { label: "Applies to", value: "Any processing of personal data in Saudi Arabia, and processing abroad of the personal data of people residing in the Kingdom." },
    { label: "Key deadline", value: "Report qualifying personal data breaches to SDAIA within 72 hours of becoming aware of them." },
    { label: "Regulator", value: "The Saudi Data and Artificial Intelligence Authority (SDAIA)." },
  ],
  features: [
    {
      title: "Protect sensitive data",
      description: "Classify health, credit, financial and other sensitive data, and apply encryption and usage restrictions that stay with each file.",
    },
    {
      title: "72-hour breach reporting",
      description: "Detailed activity logs show what was accessed and by whom, so you can assess harm and report to SDAIA on time.",
    },
    {
      title: "Transfer safeguards",
      description: "Control who outside the Kingdom can open shared files, and revoke access if a transfer no longer meets the law's conditions.",
    },
  ],
  keywords: ["Saudi PDPL", "SDAIA", "Saudi data protection law", "KSA personal data"],
};

export const nca: ComplianceEntry = {
  id: "nca",
  title: "NCA ECC",
  subtitle: "National Cybersecurity Authority Essential Cybersecurity Controls",
  summary: "Apply Saudi Arabia's Essential Cybersecurity Controls to the data that matters most.",
  region: "KSA",
  description: [
    "The Essential Cybersecurity Controls (ECC), issued by Saudi Arabia's National Cybersecurity Authority, set the minimum cybersecurity requirements for government organisations and for private organisations that own, operate or host critical national infrastructure. First published as ECC-1:2018 and since revised, they cover cybersecurity governance, cybersecurity defence, cybersecurity resilience, third-party and cloud computing cybersecurity, and industrial control systems. The NCA's Data Cybersecurity Controls (DCC) add requirements for protecting data according to its classification.",
    "E7 supports the ECC and DCC controls for identity and access management, data and information protection, cryptography and event log monitoring: files are classified and encrypted, access is limited to authorised users, printing and file transfer are controlled, and every action is logged for your security operations centre.",
  ],
  facts: [
    { label: "Applies to", value: "Saudi government organisations, and private organisations that own, operate or host critical national infrastructure." },
    { label: "Structure", value: "Main domains for governance, defence, resilience, third-party and cloud computing cybersecurity, and industrial control systems." },
    { label: "Regulator", value: "The National Cybersecurity Authority (NCA) of Saudi Arabia." },
  ],
  features: [
    {
      title: "Data and information protection",
      description: "Protection that follows the data's classification, including encryption, watermarking and restrictions on printing and copying.",
    },
    {
      title: "Identity and access management",
      description: "Least-privilege usage rights for each user and document, tied to your identity provider and revocable instantly.",
    },
    {
      title: "Event logs and monitoring",
      description: "Detailed file-activity logs exported to your SIEM for monitoring, investigations and NCA compliance assessments.",
    },
  ],
  keywords: ["NCA ECC", "Essential Cybersecurity Controls", "Saudi cybersecurity", "Data Cybersecurity Controls"],
};

export const dpdp: ComplianceEntry = {
  id: "dpdp",
  title: "DPDP Act",
  subtitle: "India's Digital Personal Data Protection Act, 2023",
  summary: "Take reasonable security safeguards for digital personal data and report every breach to the Board.",
  region: "India",
  description: [
    "India's Digital Personal Data Protection Act, 2023 governs the processing of digital personal data in India, and processing abroad connected with offering goods or services to people in India. Data Fiduciaries must give clear notice, obtain valid consent or rely on a legitimate use, honour Data Principals' rights and take reasonable security safeguards to prevent personal data breaches. Every breach must be reported to the Data Protection Board of India and to each affected Data Principal, and failing to take reasonable security safeguards can cost up to ₹250 crore. The DPDP Rules, 2025 phase in the detailed obligations, naming safeguards such as encryption, access control and access logs.",
    "E7 provides those safeguards for the files where personal data lives: encryption, access control per user, visibility of every access through logs, and control of copying, printing and sharing. If a breach occurs, the audit trail shows which Data Principals were affected so that you can inform them and the Board without delay.",
  ],
  facts: [
    {
      label: "Applies to",
      value: "Processing of digital personal data in India, and processing outside India connected with offering goods or services to people in India.",
    },
    { label: "Key duty", value: "Report every personal data breach to the Data Protection Board of India and to each affected Data Principal." },
    { label: "Penalties", value: "Up to ₹250 crore for failing to take reasonable security safeguards." },
  ],
  features: [
    {
      title: "Reasonable security safeguards",
      description: "Encryption, access control and usage policies protect digital personal data on endpoints, in email and in cloud storage.",
    },
    {
      title: "Breach intimation",
      description: "Activity records identify the affected files and Data Principals, so the Board and individuals can be informed promptly and accurately.",
    },
    {
      title: "Processor oversight",
      description: "Share data with Data Processors under enforced usage rights, and revoke access when a contract ends or consent is withdrawn.",
    },
  ],
  keywords: ["DPDP Act 2023", "India data protection", "DPDP Rules 2025", "Data Protection Board of India"],
};

export const irdai: ComplianceEntry = {
  id: "irdai",
  title: "IRDAI",
  subtitle: "IRDAI Information and Cyber Security Guidelines, 2023",
  summary: "Meet the Indian insurance regulator's cyber security guidelines, including six-hour incident reporting.",
  region: "India",
  description: [
    "The Insurance Regulatory and Development Authority of India (IRDAI) issued its Information and Cyber Security Guidelines in April 2023 for insurers, insurance intermediaries and other regulated entities. They call for a board-approved information and cyber security policy, a Chief Information Security Officer, data classification and protection, access control, security monitoring and regular audits. In line with CERT-In's directions, cyber incidents must be reported to CERT-In within six hours of being noticed, and ICT system logs must be kept securely within India for a rolling 180 days.",
    "E7 gives insurers and intermediaries practical control over policyholder data and other sensitive information: encryption driven by classification, least-privilege access, control of printing and removable media, and detailed logs that can be retained in India and fed to your security operations. When an incident happens, that history helps you report within six hours.",
  ],
  facts: [
    { label: "Applies to", value: "Insurers, insurance intermediaries and other entities regulated by IRDAI." },
    { label: "Key deadline", value: "Report cyber incidents to CERT-In within six hours of noticing them." },
    { label: "Logs", value: "ICT system logs retained securely within India for a rolling 180 days." },
  ],
  features: [
    {
      title: "Data classification and protection",
      description: "Protect policyholder and claims data according to its classification, with encryption and usage rights that travel with each file.",
    },
    {
      title: "Six-hour incident reporting",
      description: "Real-time alerts and detailed activity records give your CISO the facts for timely reports to CERT-In and IRDAI.",
    },
    {
      title: "Audit-ready logs",
      description: "File-activity logs exported to your SIEM and retained under your control, supporting your periodic cyber security audits.",
    },
  ],
  keywords: ["IRDAI cyber security guidelines", "insurance cyber security India", "CERT-In reporting", "IRDAI compliance"],
};
