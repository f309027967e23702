/**
 * Where the visitor was on each page of this tab, so that Back and Forward return there. The browser does this
 * itself only when the page is already drawn at the moment of the traversal; when the app must fetch it first (after
 * a reload of the page Back leaves, say) the visitor landed at the top of a long job list. Positions are kept per
 * address in sessionStorage, written when the tab is hidden or unloaded (a reload among them).
 */
import { currentAddress, routeChanged, traversalUnderWay } from "@/lib/history-traversal";

const KEY = "e7:scroll-positions";
const LIMIT = 50;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? "[]") as unknown;
    positions = new Map(Array.isArray(stored) ? stored.filter((e): e is [string, number] => typeof e?.[0] === "string" && typeof e?.[1] === "number") : []);
  } catch {
    positions = new Map();
  }
  return positions;
}

function save(): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...load()].slice(-LIMIT)));
  } catch {
    // Storage blocked or full: Back still works, at the top of the page.
  }
}

function remember(): void {
  // Meanwhile the address is the new one and the position the old page's (or the browser's clamped restoring).
  if (traversalUnderWay()) return;
  const map = load();
  map.delete(currentAddress()); // the most recent last, so the oldest go first
  map.set(currentAddress(), Math.round(window.scrollY));
}

/** Starts keeping positions; returns the cleanup. */
export function keepScrollPositions(): () => void {
  let frame = 0;
  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(() => ((frame = 0), remember()));
  };
  const onHide = () => {
    remember();
    save();
  };
  const onVisibility = () => document.visibilityState === "hidden" && onHide();
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("pagehide", onHide);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}

/**
 * Where a route change should leave the window: the remembered position after Back or Forward, else the top.
 * Answers once per route change.
 */
export function scrollTargetAfterRouteChange(): number {
  return routeChanged() ? (load().get(currentAddress()) ?? 0) : 0;
}
