/**
 * next-intl for jest: the library ships ES modules only, which this project's jest (CommonJS, node_modules not
 * transformed) cannot load. Test files that reach next-intl map it here with
 * `jest.mock("next-intl", () => jest.requireActual("@/lib/forms/next-intl.jest"))`. It fills in `{name}` arguments
 * and `<tag>…</tag>` rich text, all that the forms' messages under test use (no plurals).
 */
import type { ReactNode } from "react";
import en from "@/content/messages/forms/en.json";

type Tree = { readonly [key: string]: unknown };
type Values = Record<string, string | number | ((chunks: ReactNode) => ReactNode)>;

const lookup = (tree: unknown, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

export function createTranslator({ messages, namespace }: { locale?: string; messages: unknown; namespace?: string }) {
  const tree = namespace ? lookup(messages, namespace) : messages;
  const text = (key: string, values: Values = {}) =>
    String(lookup(tree, key)).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  const t = (key: string, values?: Values) => text(key, values);
  t.rich = (key: string, values: Values = {}): ReactNode[] =>
    text(key, values)
      .split(/(<\w+>[^<]*<\/\w+>)/)
      .map((part) => {
        const tag = /^<(\w+)>([^<]*)<\/\1>$/.exec(part);
        const render = tag ? values[tag[1]!] : undefined;
        return typeof render === "function" ? render(tag![2]) : part;
      });
  t.raw = (key: string) => lookup(tree, key);
  return t;
}

/** Components under test render in English. */
export const useTranslations = (namespace: string) => createTranslator({ messages: en, namespace });
export const useLocale = () => "en";
