import Link from "@/components/ui/link";
import { Fragment } from "react";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders legal copy with its [label](href) links: site paths as client-side links, the rest as anchors. */
export function RichText({ text }: { text: string }) {
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
        <a key={at} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {label}
          {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </a>
      ),
    );
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => (typeof p === "string" ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>;
}
