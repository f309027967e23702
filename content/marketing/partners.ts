import { art, type Card, type SectionCopy } from "./types";

export const partnersHero = {
  eyebrow: "Partner programme",
  description:
    "Resellers, managed service providers, integrators, consultants and technology partners build profitable data-protection practices with E7.",
  registerLabel: "Register as Partner",
  art: art("partners-hero", "A network of partner organisations connected to a central E7 shield"),
} as const;

export const partnerTypes = ["Resellers", "Managed service providers", "System integrators", "Consultants", "Technology partners"] as const;

export const portalCards = {
  member: {
    title: "Already a member",
    description: "Sign in to the partner portal to register deals, download sales material and track your certifications.",
    cta: "Login Here!",
  },
  join: {
    title: "Become a Partner",
    description: "Apply in a few minutes. Our channel team reviews every application and replies within five business days.",
    cta: "Register Now!",
  },
} as const;

/** Spec 2.14: four benefits. */
export const partnerBenefits: SectionCopy & { cards: readonly Card[] } = {
  eyebrow: "Partner benefits",
  title: "Everything you need to win and deliver",
  description: "A programme designed to make data protection a growing, recurring line of business for you.",
  cards: [
    {
      icon: "layers",
      title: "Cybersecurity suite access",
      description: "Full access to Blindspot and the E7 platform for demos, proofs of concept and your own internal use.",
    },
    {
      icon: "megaphone",
      title: "Sales and marketing enablement",
      description: "Playbooks, co-branded campaigns, market development funds and joint calls with our specialists.",
    },
    {
      icon: "percent",
      title: "Competitive commission with deal registration",
      description: "Attractive margins and protected opportunities once you register a deal through the portal.",
    },
    {
      icon: "graduation",
      title: "Training and certification",
      description: "Sales, pre-sales and technical certification tracks, with hands-on labs and a certified partner badge.",
    },
  ],
};

/** Spec 2.14: four questions (who can join, benefits, portal access, training). */
export const partnerFaq = {
  eyebrow: "FAQ",
  title: "Partner programme questions",
  items: [
    {
      id: "who-can-join",
      question: "Who can join the E7 partner programme?",
      answer:
        "Any registered business that sells, implements or advises on security: value-added resellers, managed service providers, system integrators, consultancies and technology vendors whose products complement ours.",
    },
    {
      id: "benefits",
      question: "What benefits do partners receive?",
      answer:
        "Access to the full E7 security suite for demos and internal use, sales and marketing enablement, competitive commission protected by deal registration, and training and certification for your sales and technical teams.",
    },
    {
      id: "portal-access",
      question: "How do I get access to the partner portal?",
      answer:
        "Register through the partner portal sign-up page. Once the channel team approves your application, you receive login details by email and can sign in with the Login Here! link on this page.",
    },
    {
      id: "training",
      question: "What training and certification is available?",
      answer:
        "Self-paced online courses for sales and pre-sales staff, instructor-led technical training with hands-on labs for engineers, and certification exams that qualify your team to deploy and support Blindspot.",
    },
  ],
} as const;
