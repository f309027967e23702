import { art, type Art, type CardSection } from "./types";

export type ProductFeature = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  image: Art;
};

export const blindspotHero = {
  eyebrow: "E7 Blindspot",
  description:
    "Blindspot protects data at the moment it is most exposed: on screen, in the file and on paper. Trace every view, block every shortcut and keep control of every copy, inside and outside your walls.",
  art: art("blindspot-hero", "A watermarked screen framed by a shield, with screenshot, print and file-copy paths blocked"),
} as const;

export const riskGaps: CardSection = {
  eyebrow: "Risk gaps",
  title: "Where traditional security goes blind",
  description:
    "Perimeter and DLP tools inspect traffic. They cannot see what trusted users do with data that is already open in front of them.",
  cards: [
    {
      icon: "camera",
      title: "Screens leak without a trace",
      description:
        "A screenshot or a phone photo of a screen bypasses every network control and leaves no log behind.",
    },
    {
      icon: "file",
      title: "Files lose protection once shared",
      description:
        "Once a document leaves the repository, access rights stay behind and nobody can tell where the copies went.",
    },
    {
      icon: "printer",
      title: "Printing is an invisible exit",
      description: "Printouts leave the building in bags and briefcases, with no record of who printed what or why.",
    },
    {
      icon: "userX",
      title: "Insiders already have the keys",
      description:
        "Departing employees and compromised accounts use legitimate access, so their activity looks like normal work.",
    },
  ],
};

export const blindspotBenefits = {
  eyebrow: "Benefits",
  title: "Six reasons security teams choose Blindspot",
  items: [
    { title: "Deter leaks before they happen", description: "Visible watermarks remind every user that what they see is traceable to them." },
    { title: "Trace any leak to its source", description: "Forensic marks identify the user, device and time behind a leaked image or file." },
    { title: "Keep control after sharing", description: "Encryption and permissions travel with the file, to partners and personal devices alike." },
    { title: "Prove compliance on demand", description: "Every open, print and share is logged and ready for GDPR, HIPAA, NIS2 or DORA audits." },
    { title: "Protect without friction", description: "Policies work inside Office, PDF readers and the cloud apps your teams already use." },
    { title: "Deploy in days, not quarters", description: "A lightweight agent and central policies roll out across thousands of endpoints quickly." },
  ],
} as const;

export const blindspotFeatures: { eyebrow: string; title: string; description: string; items: readonly ProductFeature[] } = {
  eyebrow: "Features",
  title: "Three layers of protection, one console",
  description: "Configure every layer from a single policy console and apply it by user, group, application or data label.",
  items: [
    {
      id: "screen-watermark",
      eyebrow: "Screen watermark",
      title: "Dynamic screen watermarks",
      description:
        "Overlay every screen, or only sensitive applications, with a watermark that carries the user's name, ID, IP address and timestamp. Photos of the screen become evidence instead of anonymous leaks.",
      points: [
        "Visible or near-invisible forensic patterns",
        "Per-application and per-label policies",
        "Works across multiple monitors and remote sessions",
      ],
      image: art("feature-screen-watermark", "A monitor showing a dashboard covered by a tiled watermark with a user name and timestamp"),
    },
    {
      id: "file-watermark",
      eyebrow: "File watermark",
      title: "File watermarks for Word, Excel, PowerPoint and PDF",
      description:
        "Stamp documents with a watermark that is applied when the file is opened, printed or shared, so every copy names the person who made it, and the mark survives conversion to PDF.",
      points: [
        "Word, Excel, PowerPoint and PDF support",
        "Dynamic text: user, date, classification, recipient",
        "Applied automatically by label or repository",
      ],
      image: art("feature-file-watermark", "Word, Excel, PowerPoint and PDF documents, each stamped with a diagonal confidential watermark"),
    },
    {
      id: "print-screen-blocking",
      eyebrow: "Print-screen blocking",
      title: "Print-screen blocking with customisable warnings",
      description:
        "Stop the print-screen key, snipping tools and screen recorders from capturing protected content, and show users a warning in your own words that explains the policy and logs the attempt.",
      points: [
        "Blocks capture tools, screen recorders and screen sharing",
        "Custom warning text, branding and language",
        "Every attempt logged for review",
      ],
      image: art("feature-print-screen", "A screen capture attempt stopped by a warning dialog that explains the company policy"),
    },
  ],
};

export const blindspotClosing = {
  demo: {
    title: "Book a Demo",
    description: "See Blindspot protect your own documents and applications in a 30-minute session with a solutions engineer.",
    cta: { label: "Book a Demo", href: "/request-demo" },
  },
  contact: {
    title: "Contact Us",
    description: "Have a question about deployment, licensing or a specific regulation? Our team answers within one business day.",
    cta: { label: "Contact Us", href: "/contact" },
  },
} as const;
