import type { ComplianceEntry } from "../types";

export const itar: ComplianceEntry = {
  id: "itar",
  title: "ITAR",
  subtitle: "International Traffic in Arms Regulations, 22 CFR Parts 120–130",
  summary: "Keep defense technical data with authorised people, even when files are shared or stored in the cloud.",
  region: "US",
  description: [
    "ITAR controls the export of defense articles, defense services and related technical data listed on the United States Munitions List, and is administered by the State Department's Directorate of Defense Trade Controls. Releasing technical data to a foreign person, even inside the United States or by letting them open a file on a shared drive, can be an export that needs authorisation. Civil penalties can exceed $1 million per violation, and wilful violations carry criminal fines of up to $1 million and up to 20 years in prison.",
    "E7 lets you control who can open controlled technical data, not just where it is stored. Files stay encrypted, access is granted to named, authorised users and can be revoked instantly, and every access attempt is logged, giving your empowered official and export compliance team the records they need for audits, licence conditions and voluntary disclosures.",
  ],
  facts: [
    { label: "Applies to", value: "US manufacturers, exporters and brokers of defense articles and services, and anyone who handles USML technical data." },
    { label: "Key risk", value: "Releasing technical data to a foreign person, in the United States or abroad, is an export that needs authorisation." },
    { label: "Enforced by", value: "The US Department of State's Directorate of Defense Trade Controls (DDTC)." },
  ],
  features: [
    {
      title: "Named-user access",
      description: "Only authorised, named users can open controlled files, and access can be withdrawn the moment a project or employment ends.",
    },
    {
      title: "Encryption that travels",
      description: "Technical data stays encrypted on endpoints, in transit and in cloud storage such as Microsoft 365, Box and Google Drive.",
    },
    {
      title: "Export compliance records",
      description: "Every open, print and share is recorded with user, device and time, supporting audits, licence conditions and voluntary disclosures.",
    },
  ],
  keywords: ["ITAR compliance", "technical data protection", "export control", "defense contractors"],
};

export const nist: ComplianceEntry = {
  id: "nist",
  title: "NIST CSF 2.0",
  subtitle: "NIST Cybersecurity Framework 2.0",
  summary: "Map data-protection controls to the Govern, Identify, Protect, Detect, Respond and Recover functions.",
  region: "US",
  description: [
    "Published in February 2024, the NIST Cybersecurity Framework 2.0 is a voluntary framework for organisations of every size and sector, and it is increasingly referenced by regulators, insurers and customers. It organises cybersecurity outcomes into six functions: Govern, Identify, Protect, Detect, Respond and Recover. The new Govern function puts cybersecurity risk on the leadership agenda, and the Protect function's Data Security category expects the confidentiality, integrity and availability of data to be protected at rest, in transit and in use.",
    "E7 maps directly onto the framework's data-centric outcomes: classification and inventory of sensitive information (Identify), persistent encryption and least-privilege usage rights (Protect), continuous monitoring of file activity (Detect) and forensic detail for investigations (Respond). It also supports organisations implementing the access control, audit and media protection controls of NIST SP 800-53 and SP 800-171.",
  ],
  facts: [
    { label: "Applies to", value: "Any organisation. Voluntary, but widely used by US agencies, critical infrastructure operators and their suppliers." },
    { label: "Structure", value: "Six functions: Govern, Identify, Protect, Detect, Respond and Recover." },
    { label: "Published by", value: "The US National Institute of Standards and Technology; version 2.0 was released on 26 February 2024." },
  ],
  features: [
    {
      title: "Protect: Data Security (PR.DS)",
      description: "Protect data at rest, in transit and in use with persistent encryption, screen watermarking and print-screen blocking.",
    },
    {
      title: "Detect: Continuous Monitoring (DE.CM)",
      description: "Monitor how people work with sensitive files and raise alerts on unusual volumes of downloads, prints or shares.",
    },
    {
      title: "Govern and Identify",
      description: "Classification, policy ownership and reporting give leadership a clear view of data risk and of the controls that manage it.",
    },
  ],
  keywords: ["NIST CSF 2.0", "NIST Cybersecurity Framework", "NIST 800-171", "data security controls"],
};

export const niap: ComplianceEntry = {
  id: "niap",
  title: "NIAP",
  subtitle: "National Information Assurance Partnership: Common Criteria Evaluation and Validation Scheme",
  summary: "Support the Common Criteria security functions expected of products used on US National Security Systems.",
  region: "US",
  description: [
    "NIAP, a partnership of NIST and the National Security Agency, runs the United States scheme for evaluating commercial IT products against the international Common Criteria standard (ISO/IEC 15408). Accredited laboratories test products against NIAP-approved Protection Profiles, and products that pass are listed on the NIAP Product Compliant List. Under CNSSP No. 11, commercial products that provide security functions on National Security Systems must be evaluated this way, and many agencies and defense contractors expect the same assurance elsewhere.",
    "E7 is built around the security functions that Protection Profiles examine: cryptographic protection of data, identification and authentication of users, role-based administration, and audit records for security-relevant events. Our team works with agencies and integrators to document how E7 fits their accredited architectures and to provide the evidence their assessors request.",
  ],
  facts: [
    { label: "Applies to", value: "Commercial IT products acquired for US National Security Systems, and programmes that adopt NIAP evaluation as a benchmark." },
    { label: "Standard", value: "Common Criteria (ISO/IEC 15408), evaluated against NIAP-approved Protection Profiles." },
    { label: "Run by", value: "NIST and the National Security Agency, through the Common Criteria Evaluation and Validation Scheme (CCEVS)." },
  ],
  features: [
    {
      title: "Cryptographic data protection",
      description: "Files are protected with strong, standards-based encryption, with keys that stay under your organisation's control.",
    },
    {
      title: "Security audit",
      description: "Security-relevant events, from sign-ins to policy changes and file access, are recorded with user, time and outcome.",
    },
    {
      title: "Identification and authentication",
      description: "Integration with your identity provider ties every action to an authenticated user and an authorised role.",
    },
  ],
  keywords: ["NIAP", "Common Criteria", "Protection Profiles", "National Security Systems"],
};

export const pci: ComplianceEntry = {
  id: "pci",
  title: "PCI DSS",
  subtitle: "Payment Card Industry Data Security Standard v4.0",
  summary: "Protect cardholder data and meet PCI DSS v4.0's access, encryption and logging requirements.",
  region: "Global",
  description: [
    "PCI DSS applies to every entity that stores, processes or transmits payment card account data, and to service providers that can affect its security. Version 4.0, now in its 4.0.1 revision, replaced v3.2.1 on 31 March 2024, and the requirements it introduced as future-dated became mandatory on 31 March 2025. Its twelve requirements include protecting stored account data (Requirement 3), protecting cardholder data with strong cryptography during transmission over open networks (Requirement 4), restricting access by business need to know (Requirement 7) and logging and monitoring all access to system components and cardholder data (Requirement 10).",
    "E7 helps keep cardholder data out of the places it should never be, such as spreadsheets, exports and printouts, and protects it when it must travel: files stay encrypted, access is limited to named roles, printing and copying are controlled, and every access is logged and exported to your SIEM, supporting the log review and retention requirements of Requirement 10.",
  ],
  facts: [
    { label: "Applies to", value: "Merchants, processors, acquirers, issuers and service providers that store, process or transmit cardholder data." },
    { label: "Key date", value: "Every v4.0 requirement, including those once future-dated, has been mandatory since 31 March 2025." },
    { label: "Log retention", value: "Audit logs kept for at least 12 months, with the most recent three months immediately available (Requirement 10.5.1)." },
  ],
  features: [
    {
      title: "Protect stored account data (Req. 3)",
      description: "Reports, exports and documents containing account data stay encrypted and usable only by authorised people.",
    },
    {
      title: "Restrict access (Req. 7)",
      description: "Usage rights follow business need to know, per user and per file, covering viewing, printing, copying and sharing.",
    },
    {
      title: "Log and monitor (Req. 10)",
      description: "Every access is logged, reviewed through dashboards and exported to SIEM tools to meet review and retention requirements.",
    },
  ],
  keywords: ["PCI DSS v4.0", "PCI DSS 4.0.1", "cardholder data protection", "payment security"],
};
