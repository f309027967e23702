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

/** The form's address the visitor is being taken back to from a refusal's toast (./refused-elsewhere.ts). */
let takenBackTo: string | null = null;

/**
 * The visitor is on their way back to the form at `address` (path and query; a hash is ignored). Not when they are
 * on it already (gone back by themselves, the toast still up): no form mounts to take the input, and a later arrival
 * by a link would.
 */
export function expectReturnTo(address: string): void {
  const url = new URL(address, window.location.href);
  const target = url.pathname + url.search;
  takenBackTo = target === currentAddress() ? null : target;
}

/**
 * Whether the page now showing is the form the visitor was taken back to after its send was refused: its input is
 * given back, as on Back. Answered once.
 */
export function takenBackHere(): boolean {
  if (takenBackTo === null || takenBackTo !== currentAddress()) return false;
  takenBackTo = null;
  return true;
}
