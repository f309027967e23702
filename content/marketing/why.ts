import { art, type CardSection } from "./types";

export const whyHero = {
  eyebrow: "Why E7",
  description:
    "Enterprises choose E7 because our protection works in the real world: it stays with the data, it does not get in people's way, and it comes with a team that treats your security as its own.",
  art: art("why-hero", "A shield at the centre of concentric rings, with check marks, a star and a growth chart orbiting it"),
} as const;

/** Spec 2.13: the five 'Why Choose' reasons. */
export const whyChoose: CardSection = {
  eyebrow: "What sets us apart",
  title: "Why Choose E7",
  description: "Five commitments shape every release of Blindspot and every customer engagement.",
  cards: [
    {
      icon: "heart",
      title: "User-centric design",
      description: "Security that people do not notice until it matters: familiar tools, clear prompts and no extra steps for honest work.",
    },
    {
      icon: "shield",
      title: "Comprehensive security",
      description: "Watermarking, capture blocking, print control, encryption and audit in one platform and one policy model.",
    },
    {
      icon: "rocket",
      title: "Innovation",
      description: "A research team focused on emerging leak paths, from AI assistants to screen-sharing apps, shipping protection early.",
    },
    {
      icon: "award",
      title: "Proven track record",
      description: "Trusted by banks, ministries, manufacturers and hospitals across Europe, the Middle East and Asia.",
    },
    {
      icon: "target",
      title: "Tailored solutions",
      description: "Policies, integrations and deployment models shaped around your regulations, infrastructure and culture.",
    },
  ],
};

export const excellence = {
  eyebrow: "Our standards",
  title: "Excellence Worth Trusting",
  description: "Technology is only half of data protection. The other half is the people who help you run it.",
  pillars: [
    {
      id: "support",
      icon: "headset",
      title: "Support that answers",
      description:
        "Round-the-clock support from engineers who know the product, with a named customer success manager for every enterprise account.",
      points: ["24/7 support for critical incidents", "Named customer success manager", "Regional teams in London, Cairo, Istanbul and Dubai"],
    },
    {
      id: "expertise",
      icon: "graduation",
      title: "Expertise you can draw on",
      description:
        "Consultants with backgrounds in security operations, privacy law and regulated industries help you design policy that works from the first day.",
      points: ["Data-risk assessments and policy design", "Compliance mapping for GDPR, NIS2, DORA and PDPL", "Training for administrators and end users"],
    },
  ],
} as const;

export const joinCommunity = {
  title: "Join the Community",
  description:
    "Security leaders, partners and practitioners share what works in data protection through our briefings, user groups and events. Tell us about your goals and we will connect you.",
  cta: { label: "Contact Us", href: "/contact" },
} as const;
