import { loadMessages, type Messages } from "./messages";
import type { Locale } from "./locales";

/**
 * Only the namespaces a page's client components read go to the browser, through a provider the page renders
 * around them (forms, filters). The layout's client components take their strings as props, so a content page ships
 * neither messages nor next-intl's client runtime.
 */
export async function clientMessages<K extends keyof Messages>(locale: Locale, namespaces: readonly K[]): Promise<Pick<Messages, K>> {
  const messages = await loadMessages(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}
