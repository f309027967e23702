/**
 * Whether the page now showing was reached by going back or forward in history, or by a reload: the cases in which a
 * browser gives a form back what was typed into it. An in-app navigation replaces the page's React tree, so a form
 * that wants the same must know; a link or a typed address still gets an empty form.
 */
let traversedTo: string | null = null;
let documentEntryRead = false;

const here = () => window.location.pathname + window.location.search;

if (typeof window !== "undefined") {
  // Registered when the first form page's code loads, before any Back from it. The URL has changed when it fires.
  window.addEventListener("popstate", () => {
    traversedTo = here();
  });
}

/** Answers once per arrival: true for the first form to ask after Back, Forward or a reload to this address. */
export function reachedThroughHistory(): boolean {
  const url = here();
  if (traversedTo === url) {
    traversedTo = null;
    return true;
  }
  if (documentEntryRead) return false;
  documentEntryRead = true;
  // The document's own arrival (a full load), if it is still the address showing.
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!entry || (entry.type !== "back_forward" && entry.type !== "reload")) return false;
  const loaded = new URL(entry.name);
  return loaded.pathname + loaded.search === url;
}
