import { arrivedThroughHistory, currentAddress } from "@/lib/history-traversal";
import type { FieldMessages } from "./action-state";

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

/** What the server said when it refused a send: the reason, and the fields it named if it named any. */
export type Refusal = { message?: string; fieldErrors?: FieldMessages };

/** Where the visitor is being taken back to from a refusal's toast (./refused-elsewhere.ts), and what was refused. */
let takenBackTo: { target: string; refusal: Refusal } | null = null;

/**
 * The visitor is on their way back to the form at `address` (path and query; a hash is ignored), whose send the server
 * refused (`refusal`). Not when they are on it already (gone back by themselves, the toast still up): no form mounts
 * to take the input, and a later arrival by a link would.
 */
export function expectReturnTo(address: string, refusal: Refusal = {}): void {
  const url = new URL(address, window.location.href);
  const target = url.pathname + url.search;
  takenBackTo = target === currentAddress() ? null : { target, refusal };
}

/**
 * Whether the page now showing is the form the visitor was taken back to after its send was refused: its input is
 * given back, as on Back, and the fields the server refused are marked again. Answered once: null, or the refusal.
 */
export function takenBackHere(): Refusal | null {
  if (takenBackTo === null || takenBackTo.target !== currentAddress()) return null;
  const { refusal } = takenBackTo;
  takenBackTo = null;
  return refusal;
}
