import { art, type Card } from "./types";

export const visionHero = {
  eyebrow: "Vision and mission",
  description:
    "We believe organisations should be able to share sensitive information freely, with partners, with regulators, with their own people, without ever losing control of it.",
  art: art("vision-hero", "A compass rose over a horizon line, with a shield rising like the sun"),
} as const;

export const vision = {
  eyebrow: "Our vision",
  title: "A world where data can move freely and stay protected",
  paragraphs: [
    "Work happens everywhere now: in the cloud, on personal devices, across supply chains and borders. Security built around networks and buildings cannot keep up with data that moves this fast.",
    "Our vision is protection that belongs to the data itself. Wherever a file goes and whoever opens it, its owner still decides what can be done with it and can see what was done.",
  ],
} as const;

export const mission = {
  eyebrow: "Our mission",
  title: "Give every organisation control of its sensitive data, everywhere it travels",
  paragraphs: [
    "We build data-protection technology that is strong enough for governments and banks, and simple enough that people forget it is there.",
    "We measure ourselves by the leaks that never happen, the investigations that close in minutes, and the audits our customers pass with confidence.",
  ],
} as const;

export const values: { eyebrow: string; title: string; cards: readonly Card[] } = {
  eyebrow: "What guides us",
  title: "The principles behind our work",
  cards: [
    { icon: "shield", title: "Security without compromise", description: "We protect our customers' data as if it were our own, and hold our own code to the same standard." },
    { icon: "users", title: "People first", description: "Protection should support the way people work, not fight it." },
    { icon: "eye", title: "Transparency", description: "We are open about how our technology works, what it records and why." },
    { icon: "compass", title: "Long-term partnership", description: "We grow with our customers and partners, and earn their trust release after release." },
  ],
};
