import type { ReactNode } from "react";

/** A link to another site, opened in a new tab; screen readers hear that it opens one (WCAG 3.2.5 advice). */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
