import { useLocale } from "@/lib/i18n/server-hooks";
import type { ComponentProps } from "react";
import { isLocale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A site path in English (`/contact`): the link leads to it in the page's language. */
  href: string;
  /** false keeps the scroll position on a client-side navigation (pagination, filters). */
  scroll?: boolean;
};

/**
 * An internal link: a plain anchor, server-rendered and never hydrated. The layout's SoftNavigation turns its clicks
 * into client-side navigation and prefetches it when a visitor points at, touches or focuses it (lib/soft-navigation.ts).
 */
export default function Link({ scroll, href, ...props }: LinkProps) {
  const locale = useLocale();
  return <a data-scroll={scroll === false ? "false" : undefined} href={isLocale(locale) ? localizePath(href, locale) : href} {...props} />;
}
