import { permanentRedirect } from "next/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";

/** Any path no route claims goes home (spec 2.1), in the visitor's language. */
export default async function UnknownPath(): Promise<never> {
  permanentRedirect(localizePath("/", await pageLocale()));
}
