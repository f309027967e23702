"use client";

import { useCallback, useEffect, useRef } from "react";
import { activationOf, isPlainClick, leavesPage, linkOf } from "./soft-navigation";

/** How long a list's search waits for the typing to pause before the list follows it. */
export const SEARCH_DELAY_MS = 350;

/**
 * A list's search field that updates the list once the typing pauses (`schedule(run)`), dropped when the visitor leaves
 * the page first: a link followed (a plain click) or Back and Forward within the delay. Run late, its `replace` came
 * after the link's push and won: on a slow connection a visitor who typed and then clicked a result stayed on the list
 * with the search applied, and a Back could give the entry gone back to the list's address. `cancel()` drops it too.
 */
export function useSearchDelay(): { schedule: (run: () => void) => void; cancel: () => void } {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);

  useEffect(() => {
    // Capture: before the link's own handlers and the layout's router push, so nothing of the page left can run after.
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (link && leavesPage(activationOf(link, !isPlainClick(event)), new URL(window.location.href))) cancel();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", cancel);
    return () => {
      cancel();
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", cancel);
    };
  }, [cancel]);

  const schedule = useCallback(
    (run: () => void) => {
      cancel();
      timer.current = window.setTimeout(run, SEARCH_DELAY_MS);
    },
    [cancel],
  );
  return { schedule, cancel };
}
