import NextLink from "next/link";
import type { ComponentProps } from "react";
import { prefetchFor } from "@/lib/prefetch";

type LinkProps = ComponentProps<typeof NextLink>;

/** next/link with the site's prefetch policy (lib/prefetch.ts). An explicit `prefetch` prop still wins. */
export default function Link({ prefetch, ...props }: LinkProps) {
  const path = typeof props.href === "string" ? props.href : (props.href.pathname ?? "");
  return <NextLink prefetch={prefetch ?? prefetchFor(path)} {...props} />;
}
