"use client";

import { useCallback, useEffect, useRef } from "react";
import { untilReachable } from "./connection-back";

/** How long a navigation asked for while the browser says it is offline may wait for its page before `waiting` is called. */
const QUIET_MS = 1000;

/**
 * For a navigation asked for while the browser says it is offline: `whenReachable(url, go, waiting)` runs `go` at once
 * when online, else as soon as `url` answers, and calls `waiting` (once) when the first try fails or is slow, so the
 * visitor can be told why nothing happens yet. The router, failing to fetch a page, falls back to a full page load,
 * and the browser then shows its own offline page in place of the site (and, after a `replace`, Back skips the page
 * the visitor was on). `navigator.onLine` is only a hint: a browser with no network but loopback says offline to a
 * site on the same machine, which answers at once. A later call replaces one still waiting (the latest choice wins).
 */
export function useWhenReachable(): (url: string, go: () => void, waiting?: () => void) => void {
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  return useCallback((url: string, go: () => void, waiting?: () => void) => {
    pending.current?.abort();
    pending.current = null;
    if (navigator.onLine) {
      go();
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    let told = false;
    const tell = () => {
      if (told || controller.signal.aborted) return;
      told = true;
      waiting?.();
    };
    const slow = window.setTimeout(tell, QUIET_MS);
    void untilReachable(url, controller.signal, tell).then((reached) => {
      window.clearTimeout(slow);
      if (reached && pending.current === controller) {
        pending.current = null;
        go();
      }
    });
  }, []);
}
