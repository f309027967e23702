import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { Fragment } from "react";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders legal copy with its [label](href) links: site paths as links in the page's language (components/ui/link.tsx
 * adds the locale prefix), the rest as anchors whose label (often an address or URL) is isolated so it never reorders
 * inside Arabic text.
 */
export function RichText({ text }: { text: string }) {
  const t = useTranslations("LegalPage");
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const external = /^https?:\/\//.test(href);
    parts.push(
      href.startsWith("/") ? (
        <Link key={at} href={href}>
          {label}
        </Link>
      ) : (
        // An address or URL is one long word: it may break anywhere rather than push a phone's page sideways.
        <a key={at} href={href} className="wrap-anywhere" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          <bdi>{label}</bdi>
          {external ? <span className="sr-only"> {t("newTab")}</span> : null}
        </a>
      ),
    );
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => (typeof p === "string" ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>;
}
