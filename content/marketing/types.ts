/** Shapes shared by the marketing copy modules. Icons are named here and drawn in components/marketing/icons.tsx. */

export type IconName =
  | "shield"
  | "lock"
  | "eye"
  | "file"
  | "printer"
  | "chart"
  | "users"
  | "cloud"
  | "alert"
  | "spark"
  | "clock"
  | "search"
  | "briefcase"
  | "watermark"
  | "fingerprint"
  | "key"
  | "bank"
  | "factory"
  | "pulse"
  | "landmark"
  | "drop"
  | "cart"
  | "network"
  | "download"
  | "copy"
  | "camera"
  | "ban"
  | "dashboard"
  | "tag"
  | "revoke"
  | "handshake"
  | "graduation"
  | "megaphone"
  | "percent"
  | "award"
  | "target"
  | "layers"
  | "headset"
  | "compass"
  | "globe"
  | "code"
  | "userX"
  | "plug"
  | "sliders"
  | "rocket"
  | "heart";

export type Card = { icon: IconName; title: string; description: string };

/** An illustration in public/images/marketing; dimensions fixed so it never shifts the layout. */
export type Art = { src: string; alt: string; width: number; height: number };

export type CtaLink = { label: string; href: string };

/** A section's heading copy: eyebrow, h2 and lead. */
export type SectionCopy = { eyebrow?: string; title: string; description?: string };

export type CardSection = SectionCopy & { cards: readonly Card[] };

export const demoLink: CtaLink = { label: "Book a Demo", href: "/request-demo" };
export const getDemoLink: CtaLink = { label: "Get a Demo", href: "/request-demo" };

/** Every marketing illustration is drawn on the same canvas, so heroes and feature rows line up. */
export function art(name: string, alt: string, width = 560, height = 440): Art {
  return { src: `/images/marketing/${name}.svg`, alt, width, height };
}
