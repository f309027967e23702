import type { Metadata } from "next";
import type { StaticRoute } from "@/content/route-metadata";
import { pageLocale } from "@/lib/i18n/server";
import { routeMeta } from "./metadata";

/** `generateMetadata` of a static route: its entry of the route table in the page's language. */
export function staticPageMetadata(path: StaticRoute): () => Promise<Metadata> {
  return async () => routeMeta(path, await pageLocale());
}
