import { loadMessages, type Messages } from "./messages";
import type { Locale } from "./locales";

/** The namespaces the layout's client components read, on every page. */
export const layoutNamespaces = ["LanguageSwitcher", "Toaster"] as const satisfies readonly (keyof Messages)[];

/**
 * Only the namespaces a page's client components read go to the browser: the layout's few strings everywhere, and
 * the forms' own through a nested provider on the form pages.
 */
export async function clientMessages<K extends keyof Messages>(locale: Locale, namespaces: readonly K[]): Promise<Pick<Messages, K>> {
  const messages = await loadMessages(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}
