import { art, type Card, type SectionCopy } from "./types";

export const solutionsHero = {
  eyebrow: "Solutions",
  description:
    "Whatever your sector and whatever keeps your security team up at night, Blindspot adapts to the way your data is created, shared and used.",
  art: art("solutions-hero", "A central shield connected to six industry icons: bank, factory, hospital, government building, oil rig and shop"),
} as const;

export const solutionsIntro = {
  eyebrow: "Our approach",
  title: "Protect the data, not just the perimeter",
  paragraphs: [
    "Sensitive data no longer stays inside a network you control. It moves between head office and branches, between your cloud tenants and your suppliers' laptops, and onto screens in homes and airports.",
    "E7 builds protection into the data itself. Watermarks, usage rights and encryption go wherever a file goes, and every interaction is recorded, so you can share with confidence and prove control when regulators ask.",
  ],
} as const;

export const solutionsBenefits: SectionCopy & { cards: readonly Card[] } = {
  eyebrow: "Why it works",
  title: "One platform, three outcomes",
  cards: [
    {
      icon: "shield",
      title: "Fewer leaks",
      description: "Deterrent watermarks and capture blocking stop most accidental and opportunistic leaks before they start.",
    },
    {
      icon: "search",
      title: "Faster investigations",
      description: "Forensic watermarks and a complete activity trail turn a leaked file into a named source in minutes.",
    },
    {
      icon: "award",
      title: "Simpler audits",
      description: "Policies map to the controls of GDPR, HIPAA, NIS2, DORA and more, with reports ready to hand over.",
    },
  ],
};

export const solutionsTiles = {
  industries: {
    eyebrow: "By industry",
    title: "Built for regulated industries",
    description: "Purpose-built policies and integrations for the sectors where a single leak makes headlines.",
  },
  useCases: {
    eyebrow: "By use case",
    title: "Start with the problem you need to solve",
    description: "Most customers begin with one pressing risk and extend protection from there.",
  },
  services: {
    eyebrow: "Services",
    title: "Expert services around the platform",
    description: "Our consultants help you assess risk, design policy and run data protection as a programme.",
    empty: "Our service catalogue is being updated. Contact us to discuss assessments, deployment and managed services.",
  },
} as const;
