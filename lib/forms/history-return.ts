import { arrivedThroughHistory, currentAddress } from "@/lib/history-traversal";

/**
 * Whether the page now showing was reached by going back or forward in history, or by a reload: the cases in which a
 * browser gives a form back what was typed into it. An in-app navigation replaces the page's React tree, so a form
 * that wants the same must know; a link or a typed address still gets an empty form.
 */
let documentEntryRead = false;

export function reachedThroughHistory(): boolean {
  if (arrivedThroughHistory()) return true;
  // The document's own arrival (a full load), answered once, and only while it is still the address showing.
  if (documentEntryRead) return false;
  documentEntryRead = true;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!entry || (entry.type !== "back_forward" && entry.type !== "reload")) return false;
  const loaded = new URL(entry.name);
  return loaded.pathname + loaded.search === currentAddress();
}
