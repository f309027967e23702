import { useTranslations } from "@/lib/i18n/server-hooks";
import type { ReactNode } from "react";

/** A link to another site, opened in a new tab; screen readers hear that it opens one (WCAG 3.2.5 advice). */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useTranslations("ExternalLink");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}
