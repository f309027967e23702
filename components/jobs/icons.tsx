import type { SVGProps } from "react";

/** Job-specific line icons in the style of components/ui/icons (24px grid, decorative). */
type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const BanknoteIcon = ({ className = "size-5", ...p }: IconProps) => (
  <svg {...base} className={className} {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </svg>
);

export const GraduationIcon = ({ className = "size-5", ...p }: IconProps) => (
  <svg {...base} className={className} {...p}>
    <path d="M2.5 9 12 4.5 21.5 9 12 13.5 2.5 9Z" />
    <path d="M6.5 11v4.5c1.5 1.6 3.4 2.5 5.5 2.5s4-.9 5.5-2.5V11M21.5 9v5" />
  </svg>
);

export const LayersIcon = ({ className = "size-5", ...p }: IconProps) => (
  <svg {...base} className={className} {...p}>
    <path d="m12 3.5 9 4.5-9 4.5L3 8l9-4.5Z" />
    <path d="m3 12.5 9 4.5 9-4.5M3 16.5l9 4.5 9-4.5" />
  </svg>
);

export const SpinnerIcon = ({ className = "size-8", ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden focusable={false} className={`animate-spin ${className}`} {...p}>
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
