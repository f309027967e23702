"use client";

import { useCallback, useEffect, useRef } from "react";
import { onPageLeft } from "./page-left";

/** How long a list's search waits for the typing to pause before the list follows it. */
export const SEARCH_DELAY_MS = 350;

/**
 * A list's search field that updates the list once the typing pauses (`schedule(run)`), dropped when the visitor leaves
 * the page first (`onPageLeft`) or the list unmounts. Run late, its `replace` came after the link's push and won: on a
 * slow connection a visitor who typed and then clicked a result stayed on the list with the search applied, and a Back
 * could give the entry gone back to the list's address. `cancel()` drops it too.
 */
export function useSearchDelay(): { schedule: (run: () => void) => void; cancel: () => void } {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);

  useEffect(() => {
    const stop = onPageLeft(cancel);
    return () => {
      cancel();
      stop();
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
