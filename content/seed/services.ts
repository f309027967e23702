import type { RawService } from "@/lib/api/raw-types";

const img = (name: string) => `/images/services/${name}.svg`;

/** The built-in API host's services (spec section 3 shape). */
export const seedServices: RawService[] = [
  {
    title: "Data Security Assessment",
    slug: "data-security-assessment",
    updatedAt: "2026-10-14T09:00:00.000Z",
    content: {
      hero: {
        title: "Data Security Assessment",
        description:
          "Find out where your sensitive files live, who can reach them and how they could leave, with a fixed-scope assessment that ends in a prioritised, costed plan.",
        backgroundImage: img("assessment-hero"),
        ctaText: "Book an Assessment",
        ctaUrl: "/request-demo",
      },
      expertGuidance: {
        title: "Expert guidance from people who have investigated real leaks",
        description:
          "Our consultants have led data-loss investigations in banks, ministries and hospitals. They know that the risk is rarely where the policy documents say it is.\n\nIn four to six weeks we map your sensitive data, interview the teams who handle it and test how easily it can be copied, printed, captured or shared outside the organisation.\n\nYou receive a clear report for the board and a technical plan for your security team, with every recommendation ranked by risk reduction and effort.",
        image: img("assessment-guidance"),
        ctaText: "Talk to a Consultant",
        ctaUrl: "/contact",
      },
      consultingServices: {
        title: "Assessment Services",
        services: [
          {
            id: "dsa-discovery",
            title: "Sensitive Data Discovery",
            description: "Scan file shares, Microsoft 365, Box and Google Drive to find regulated and confidential documents, and who can access them.",
            image: img("discovery"),
          },
          {
            id: "dsa-exfiltration",
            title: "Exfiltration Path Testing",
            description: "Controlled tests of screenshots, printing, USB, personal cloud and email to show which routes out are open today.",
            image: img("exfiltration"),
          },
          {
            id: "dsa-insider",
            title: "Insider Risk Review",
            description: "Review joiner, mover and leaver processes and the audit data you already hold, to spot gaps that insiders could exploit.",
            image: img("insider"),
          },
          {
            id: "dsa-roadmap",
            title: "Prioritised Roadmap",
            description: "A costed, phased plan that ranks every recommendation by risk reduction, effort and regulatory weight.",
            image: img("roadmap"),
          },
        ],
      },
    },
  },
  {
    title: "Managed Data Protection",
    slug: "managed-data-protection",
    updatedAt: "2026-11-03T09:00:00.000Z",
    content: {
      hero: {
        title: "Managed Data Protection",
        description:
          "Let our analysts run E7 Blindspot for you around the clock: policy tuning, alert triage and monthly reporting, so your team can focus on the decisions that matter.",
        ctaText: "Get a Demo",
        ctaUrl: "/request-demo",
      },
      expertGuidance: {
        title: "A security operations team for your files",
        description:
          "Data protection tools only work when someone is watching them. Many security teams lack the time to tune policies and review every alert.\n\nOur managed service gives you a named analyst team that knows your business, working from our operations centres in London, Cairo and Dubai to cover every time zone.\n\nEvery month you receive a report on what was protected, what was blocked and what changed, ready for your risk committee.",
        image: img("managed-guidance"),
        ctaText: "Book a Demo",
        ctaUrl: "/request-demo",
      },
      consultingServices: {
        title: "Managed Services",
        services: [
          {
            id: "mdp-monitoring",
            title: "24/7 Alert Monitoring",
            description: "Analysts triage print, capture and access alerts around the clock and escalate only what needs your attention.",
            image: img("monitoring"),
          },
          {
            id: "mdp-tuning",
            title: "Policy Tuning",
            description: "Regular reviews keep policies strict where the risk is high and out of people's way where it is not.",
            image: img("tuning"),
          },
          {
            id: "mdp-response",
            title: "Incident Response Support",
            description: "When a file leaks, we revoke access, trace the watermark and prepare the evidence your legal team needs.",
            image: img("response"),
          },
          {
            id: "mdp-reporting",
            title: "Executive Reporting",
            description: "Monthly dashboards and board-ready summaries exportable to your SIEM and BI tools.",
            image: img("reporting"),
          },
          {
            id: "mdp-health",
            title: "Agent Health Management",
            description: "We track agent coverage and versions across every endpoint and fix gaps before they become blind spots.",
            image: img("health"),
          },
        ],
      },
    },
  },
  {
    title: "Compliance Advisory",
    slug: "compliance-advisory",
    updatedAt: "2026-09-08T09:00:00.000Z",
    content: {
      hero: {
        title: "Compliance Advisory",
        description:
          "Turn GDPR, DORA, HIPAA, UAE PDPL, NCA and other regulations into concrete data-protection controls, with evidence your auditors will accept.",
        backgroundImage: img("compliance-hero"),
        ctaText: "Speak to an Advisor",
        ctaUrl: "/contact",
      },
      expertGuidance: {
        title: "Regulation, translated into controls",
        description:
          "Regulations describe outcomes; auditors ask for evidence. Between the two sits the work of deciding which controls you need and proving that they operate.\n\nOur advisors map each requirement to a specific protection, audit record or report, and show you where existing tools already meet the obligation.\n\nWe work alongside your legal, risk and security teams, and we stay with you through the audit itself.",
        image: img("compliance-guidance"),
        ctaText: "Book a Demo",
        ctaUrl: "/request-demo",
      },
      consultingServices: {
        title: "Advisory Services",
        services: [
          {
            id: "ca-gap",
            title: "Regulatory Gap Analysis",
            description: "A requirement-by-requirement comparison of your current controls against the regulations that apply to you.",
            image: img("gap-analysis"),
          },
          {
            id: "ca-mapping",
            title: "Control Mapping",
            description: "Each obligation mapped to a concrete protection, audit trail or report, in a register you can keep current.",
            image: img("control-mapping"),
          },
          {
            id: "ca-audit",
            title: "Audit Readiness",
            description: "Evidence packs, mock audits and coaching so your team can answer the auditor's questions with confidence.",
            image: img("audit"),
          },
        ],
      },
    },
  },
  {
    title: "Deployment and Integration",
    slug: "deployment-integration",
    updatedAt: "2026-07-21T09:00:00.000Z",
    content: {
      hero: {
        title: "Deployment and Integration",
        description:
          "Roll out E7 Blindspot across thousands of endpoints and connect it to Microsoft 365, Box, Google Drive, your identity provider and your SIEM, without disrupting the business.",
        ctaText: "Plan Your Rollout",
        ctaUrl: "/contact",
      },
      expertGuidance: {
        title: "A rollout plan that fits the way you work",
        description:
          "Large deployments succeed or fail on planning. We start with a pilot group, measure the impact on users and adjust policies before anything is enforced company-wide.\n\nOur engineers integrate with the systems you already run, from Active Directory and Entra ID to Splunk and Microsoft Sentinel, so that protection and audit data flow where your teams expect them.\n\nWhen we hand over, your administrators are trained, your runbooks are written and every endpoint is accounted for.",
        image: img("deployment-guidance"),
        ctaText: "Book a Demo",
        ctaUrl: "/request-demo",
      },
      consultingServices: {
        title: "Integration Services",
        services: [
          {
            id: "di-pilot",
            title: "Pilot and Rollout Planning",
            description: "A phased rollout with pilot groups, success measures and a communication plan for employees.",
            image: img("pilot"),
          },
          {
            id: "di-cloud",
            title: "Cloud Storage Integration",
            description: "Persistent protection for files in Microsoft 365, Box and Google Drive, applied automatically by label.",
            image: img("cloud"),
          },
          {
            id: "di-identity",
            title: "Identity Integration",
            description: "Connect Active Directory, Entra ID or your SAML provider so access decisions follow your existing groups.",
            image: img("identity"),
          },
          {
            id: "di-siem",
            title: "SIEM and BI Connectors",
            description: "Stream audit events to Splunk, Sentinel or your BI platform with ready-made dashboards.",
            image: img("siem"),
          },
          {
            id: "di-training",
            title: "Administrator Training",
            description: "Hands-on training and runbooks so your team can operate and extend the platform with confidence.",
            image: img("training"),
          },
          {
            id: "di-health",
            title: "Post-Deployment Health Check",
            description: "A review three months after go-live to confirm coverage, tune policies and plan the next phase.",
            image: img("health-check"),
          },
        ],
      },
    },
  },
];
