import { art, type Art, type Card, type SectionCopy } from "./types";

export type HeroSlide = { id: string; eyebrow: string; title: string; description: string; image: Art };

export type Statistic = { value: string; label: string; detail: string };

export const homeHero = {
  eyebrow: "Enterprise data protection",
  description:
    "Blindspot keeps your most sensitive files under your control after they are opened, shared, printed or downloaded, with watermarks that trace every leak and encryption that never lets go.",
  primaryCta: { label: "Explore Solutions", href: "/solutions" },
  secondaryCta: { label: "Book a Demo", href: "/request-demo" },
} as const;

/** Auto-advance interval of the hero carousel (spec 9: 5 seconds, 3 slides). */
export const HERO_ROTATION_MS = 5000;

export const heroSlides: readonly HeroSlide[] = [
  {
    id: "watermarking",
    eyebrow: "Screen and file watermarking",
    title: "Make every screen and document traceable",
    description:
      "Dynamic watermarks carry the viewer's identity, time and device on screen and inside Word, Excel, PowerPoint and PDF files, so a photo or a forwarded copy leads straight back to its source.",
    image: art("slide-watermarking", "A confidential document overlaid with a diagonal user watermark, guarded by a shield"),
  },
  {
    id: "leak-prevention",
    eyebrow: "Leak prevention",
    title: "Close the leak paths your DLP cannot see",
    description:
      "Block print-screen, control printing and stop unsanctioned copies to USB drives and personal cloud storage, with customisable warnings that teach users the policy as they work.",
    image: art("slide-leak-prevention", "A protected laptop whose connections to a USB drive, a printer and a personal cloud are blocked"),
  },
  {
    id: "persistent-encryption",
    eyebrow: "Persistent encryption and audit",
    title: "Protection that stays with the file, wherever it goes",
    description:
      "Files stay encrypted on Microsoft 365, Box, Google Drive and partner laptops alike. Revoke access in real time and show auditors exactly who opened what, and when.",
    image: art("slide-persistent-encryption", "An encrypted file travelling between cloud services with an audit timeline beneath it"),
  },
];

/** Spec 9: the four statistics, word for word. */
export const breachStats: SectionCopy & { items: readonly Statistic[] } = {
  eyebrow: "The insider risk in numbers",
  title: "Data breaches are now a question of when, not if",
  description:
    "Most organisations already run firewalls and endpoint protection. The losses keep growing because the data walks out through people and channels that those tools trust.",
  items: [
    { value: "34%", label: "of businesses affected yearly", detail: "A third of organisations report a data breach every year." },
    { value: "34%", label: "increase in frequency", detail: "Incidents keep rising as work spreads across clouds and devices." },
    { value: "60%", label: "of breaches from insiders", detail: "Most leaks start with someone who already had legitimate access." },
    { value: "$4.9M", label: "average cost per incident", detail: "Investigation, fines, notification and lost business add up fast." },
  ],
};

export const trustBenefits: SectionCopy & { cards: readonly Card[]; regimes: readonly string[] } = {
  eyebrow: "Trust and compliance",
  title: "Security your teams accept and auditors trust",
  description:
    "Blindspot protects data without slowing people down, and records the evidence regulators ask for as a by-product of everyday work.",
  cards: [
    {
      icon: "lock",
      title: "Protection that travels",
      description: "Encryption and usage rights are bound to the file itself, so protection holds on any device, network or cloud.",
    },
    {
      icon: "fingerprint",
      title: "Every leak is attributable",
      description: "Visible and invisible watermarks identify the user, device and moment behind every screen and copy.",
    },
    {
      icon: "dashboard",
      title: "Audit-ready from day one",
      description: "A complete trail of opens, edits, prints and shares, exportable to your SIEM and reporting tools.",
    },
    {
      icon: "users",
      title: "Invisible to honest users",
      description: "Policies apply in the background of the tools people already use, with clear prompts only when a rule is hit.",
    },
  ],
  regimes: ["GDPR", "HIPAA", "NIS2", "DORA", "PCI DSS", "UAE PDPL", "DPDP", "SDAIA"],
};

export const blindspotTeaser = {
  eyebrow: "Meet Blindspot",
  title: "See the leaks your other tools miss",
  description:
    "Firewalls guard the network and DLP watches email, but a phone pointed at a screen or a printout in a bag leaves no trace. Blindspot covers the last mile: what happens to data once a trusted user has it open.",
  points: [
    "Dynamic screen watermarks that deter photos and identify their source",
    "Watermarks embedded in Word, Excel, PowerPoint and PDF files",
    "Print-screen blocking with warnings written in your own words",
    "Print control and encryption that follows every copy",
  ],
  cta: { label: "Discover Blindspot", href: "/blindspot" },
  image: art("blindspot-teaser", "A monitor showing a watermarked document, with blocked screenshot and print icons beside it"),
} as const;

export const whatsNew = {
  title: "What's New",
  description: "Research, guidance and product news from the E7 data security team.",
} as const;
