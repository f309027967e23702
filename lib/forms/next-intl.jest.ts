/**
 * next-intl for jest: the library ships ES modules only, which this project's jest (CommonJS, node_modules not
 * transformed) cannot load. Test files that reach next-intl map it here with
 * `jest.mock("next-intl", () => jest.requireActual("@/lib/forms/next-intl.jest"))`. It formats with intl-messageformat,
 * the ICU formatter next-intl itself uses, so the messages read exactly as on the site.
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { ReactNode } from "react";
import en from "@/content/messages/forms/en.json";

type Tree = { [key: string]: unknown };
type Values = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

function lookup(messages: Tree, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], messages);
}

export function createTranslator({ locale, messages, namespace }: { locale: string; messages: unknown; namespace?: string }) {
  const tree = (namespace ? lookup(messages as Tree, namespace) : messages) as Tree;
  const format = (key: string, values?: Values) => new IntlMessageFormat(String(lookup(tree, key)), locale).format(values as never);
  const t = (key: string, values?: Values) => String(format(key, values));
  t.rich = (key: string, values?: Values) => format(key, values);
  t.raw = (key: string) => lookup(tree, key);
  return t;
}

/** Components under test render in English. */
export const useTranslations = (namespace: string) => createTranslator({ locale: "en", messages: en, namespace });
export const useLocale = () => "en";
