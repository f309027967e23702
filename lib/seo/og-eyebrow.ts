import { createTranslator } from "next-intl";
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

/** Only the cards' own namespace, read synchronously: cards are drawn outside a page's render. */
const catalogues = { en, ar, tr } as const;

/** The card's eyebrow for an English (unprefixed) path, in `locale`. */
export function ogEyebrow(path: string, locale: Locale = defaultLocale): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: "OgCard" });
  const key = sections.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))?.[1];
  return key ? t(`sections.${key}`) : t("fallback");
}
