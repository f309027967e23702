import { activationOf, isPlainClick, leavesPage, linkOf } from "./soft-navigation";

/**
 * One signal for "the visitor has left the page drawn", for whatever the page still has to do later (a search waiting
 * for the typing to pause, a page waiting for the connection): run late, its router call came after the visitor's own
 * choice and won over it. Left means a plain click on a link off the page (`leavesPage`: not a jump within it, a new
 * tab or a download) or Back and Forward. A page left by a full load needs nothing: its scripts end with it.
 */
const listeners = new Set<() => void>();
let listening = false;

function left(): void {
  for (const listener of [...listeners]) listener();
}

function listen(): void {
  if (listening) return;
  listening = true;
  // Capture: before the link's own handlers and the layout's router push, so nothing of the page left runs after them.
  document.addEventListener(
    "click",
    (event) => {
      const link = linkOf(event);
      if (link && leavesPage(activationOf(link, !isPlainClick(event)), new URL(window.location.href))) left();
    },
    true,
  );
  window.addEventListener("popstate", left);
}

/** Calls `listener` each time the visitor leaves the page; returns the function that stops it. */
export function onPageLeft(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
