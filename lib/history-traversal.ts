/**
 * Which route changes come from Back and Forward, for what a browser gives back on such a return and the app must
 * give back itself, since it draws the page again: the scroll position and a form's input. The listener is set up
 * when this module loads with the layout, before Next's router sets up its own, so it always hears a traversal first.
 * A traversal within the page drawn (only its query or hash changes) is left to the browser, which restores such a
 * page itself.
 */
let drawnPath = typeof window === "undefined" ? "" : window.location.pathname;
/** The address a Back or Forward is on its way to, until its page is drawn. */
let pending: string | null = null;
/** The address the last route change reached through history. */
let arrived: string | null = null;

/** The page's address as Back, Forward and the per-page memories key it: path and query, without the hash. */
export const currentAddress = (): string => window.location.pathname + window.location.search;

if (typeof window !== "undefined") {
  // The URL has already changed when it fires; the page drawn is still the one left.
  window.addEventListener("popstate", () => {
    pending = window.location.pathname === drawnPath ? null : currentAddress();
  });
}

/** A Back or Forward to another page is under way: the window still shows the page it leaves. */
export const traversalUnderWay = (): boolean => pending !== null;

/** Whether the page now drawn was reached by Back or Forward (for its components' effects). */
export function arrivedThroughHistory(): boolean {
  const here = currentAddress();
  return pending === here || arrived === here;
}

/** For the layout, once per route change (after the new page is drawn): whether it was reached by Back or Forward. */
export function routeChanged(): boolean {
  const through = pending === currentAddress();
  arrived = through ? currentAddress() : null;
  pending = null;
  drawnPath = window.location.pathname;
  return through;
}
