import type en from "@/content/messages/en.json";
import type { Locale } from "./locales";

/** The message catalogue's shape is English's; the other locales are checked against it (scripts/check-messages). */
export type Messages = typeof en;

const catalogues: Record<Locale, () => Promise<Messages>> = {
  en: () => import("@/content/messages/en.json").then((m) => m.default),
  ar: () => import("@/content/messages/ar.json").then((m) => m.default),
  tr: () => import("@/content/messages/tr.json").then((m) => m.default),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return catalogues[locale]();
}
