"use client";

import { useCallback, useEffect, useRef } from "react";
import { untilReachable } from "./connection-back";

/**
 * For a navigation asked for while the browser is offline: `whenReachable(url, go)` runs `go` at once when online,
 * else once `url` answers. The router, failing to fetch a page, falls back to a full page load, and the browser then
 * shows its own offline page in place of the site (and, after a `replace`, Back skips the page the visitor was on).
 * A later call replaces one still waiting (the latest choice wins); returns whether `go` ran at once.
 */
export function useWhenReachable(): (url: string, go: () => void) => boolean {
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);
  return useCallback((url: string, go: () => void) => {
    waiting.current?.abort();
    waiting.current = null;
    if (navigator.onLine) {
      go();
      return true;
    }
    const controller = new AbortController();
    waiting.current = controller;
    void untilReachable(url, controller.signal).then((reached) => {
      if (reached && waiting.current === controller) {
        waiting.current = null;
        go();
      }
    });
    return false;
  }, []);
}
