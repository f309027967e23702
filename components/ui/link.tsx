import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** false keeps the scroll position on a client-side navigation (pagination, filters). */
  scroll?: boolean;
};

/**
 * An internal link: a plain anchor, server-rendered and never hydrated. The layout's SoftNavigation turns its clicks
 * into client-side navigation and prefetches it when a visitor points at, touches or focuses it (lib/soft-navigation.ts).
 */
export default function Link({ scroll, ...props }: LinkProps) {
  return <a data-scroll={scroll === false ? "false" : undefined} {...props} />;
}
