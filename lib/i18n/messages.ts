import type { Locale } from "./locales";
import blogEn from "@/content/messages/blog/en.json";
import careersEn from "@/content/messages/careers/en.json";
import complianceEn from "@/content/messages/compliance/en.json";
import formsEn from "@/content/messages/forms/en.json";
import layoutEn from "@/content/messages/layout/en.json";
import marketingEn from "@/content/messages/marketing/en.json";

/**
 * The message catalogue: one file per area of the site and per locale (content/messages/<area>/<locale>.json), each
 * holding whole namespaces; the namespaces are merged here. Its shape is English's; `npm run check:messages` fails on
 * a key missing in a locale or no longer used in the code.
 */
const english = { ...layoutEn, ...marketingEn, ...complianceEn, ...blogEn, ...careersEn, ...formsEn };

export type Messages = typeof english;

const areas = ["layout", "marketing", "compliance", "blog", "careers", "forms"] as const;

// A relative path in the template: Turbopack (`npm run dev`) resolves a dynamic import's template only without the
// `@/` alias; webpack (the build) takes either.
async function load(locale: Exclude<Locale, "en">): Promise<Messages> {
  const parts = await Promise.all(areas.map((area) => import(`../../content/messages/${area}/${locale}.json`).then((m: { default: object }) => m.default)));
  return Object.assign({}, ...parts) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === "en" ? Promise.resolve(english) : load(locale);
}
