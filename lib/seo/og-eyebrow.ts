import ar from "@/content/messages/marketing/ar.json";
import en from "@/content/messages/marketing/en.json";
import tr from "@/content/messages/marketing/tr.json";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

type SectionKey = keyof (typeof en)["OgCard"]["sections"];

/** The small label above the title on a sharing card: which part of the site the page belongs to. */
const sections: readonly [prefix: string, label: SectionKey][] = [
  ["/solutions/industry/", "industries"],
  ["/solutions/usecase/", "useCases"],
  ["/solutions/services/", "services"],
  ["/solutions", "solutions"],
  ["/compliance", "compliance"],
  ["/blogs", "blog"],
  ["/careers", "careers"],
  ["/job-postings", "careers"],
  ["/job-details/", "careers"],
  ["/job-application/", "careers"],
  ["/partners", "partners"],
  ["/blindspot", "product"],
  ["/why-e7", "why"],
  ["/vision", "about"],
  ["/contact", "contact"],
  ["/request-demo", "demo"],
  ["/privacy", "legal"],
  ["/terms", "legal"],
];

/**
 * The cards' namespace of the marketing messages, read straight from the catalogues: a card is drawn by a route
 * handler, synchronously and outside any page render, and its labels are plain texts without placeholders.
 */
const messages = { namespace: "OgCard", catalogues: { en, ar, tr } } as const;

/** The card's eyebrow for an English (unprefixed) path, in `locale`. */
export function ogEyebrow(path: string, locale: Locale = defaultLocale): string {
  const card = messages.catalogues[locale][messages.namespace];
  const key = sections.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))?.[1];
  return key ? card["sections"][key] : card["fallback"];
}
