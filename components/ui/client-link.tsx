import type { ComponentProps } from "react";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";

type ClientLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string; scroll?: boolean };

/**
 * components/ui/link.tsx for client components: the same plain anchor, its href in the page's language, which it
 * learns from the layout's LocaleProvider instead of next-intl (whose client runtime content pages do without).
 */
export default function ClientLink({ scroll, href, ...props }: ClientLinkProps) {
  const locale = useClientLocale();
  return <a data-scroll={scroll === false ? "false" : undefined} href={localizePath(href, locale)} {...props} />;
}
