import { use } from "react";
import type { Messages, NamespaceKeys, NestedKeyOf, createTranslator } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";

/**
 * next-intl's `useTranslations` and `useLocale` for server components, built on "next-intl/server". Importing them
 * from "next-intl" itself brings that entry's NextIntlClientProvider into the route's client references, and with
 * it next-intl's client runtime (about 13 KB gzipped) to every page, although no client component uses it. Server
 * components import these instead; client components keep "next-intl".
 */
export function useTranslations<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  namespace?: Namespace,
): ReturnType<typeof createTranslator<Messages, Namespace>> {
  return use(getTranslations(namespace));
}

export function useLocale(): string {
  return use(getLocale());
}
