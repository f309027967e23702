"use client";

import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { untilReachable } from "./connection-back";
import { onPageLeft } from "./page-left";

/** How long a navigation asked for while the browser says it is offline may wait for its page before the note shows. */
const QUIET_MS = 1000;

/**
 * The one navigation of the page waiting for the connection: the visitor's latest choice, whichever part of the page
 * asked for it (a link, the language switcher, a list's filter). Each waited on its own before, so a filter chosen
 * offline and a link followed next both ran once the connection was back, the filter's `replace` last.
 */
let pending: AbortController | null = null;
/** What waits for the connection: a page (a link, another language) or the list drawn (a filter, a search). */
export type Waiting = "page" | "list";
/** What the visitor has been told (the layout's note) waits for the connection, if anything. */
let waiting: Waiting | null = null;
const watchers = new Set<() => void>();

function setWaiting(value: Waiting | null): void {
  if (waiting === value) return;
  waiting = value;
  for (const watcher of [...watchers]) watcher();
}

function drop(): void {
  pending?.abort();
  pending = null;
  setWaiting(null);
}

if (typeof window !== "undefined") onPageLeft(drop);

type WaitOptions = { what?: Waiting; told?: () => void };

function whenReachable(url: string, go: () => void, { what = "page", told }: WaitOptions): AbortController | null {
  drop();
  if (navigator.onLine) {
    go();
    return null;
  }
  const controller = new AbortController();
  pending = controller;
  const tell = () => {
    if (waiting || pending !== controller) return;
    setWaiting(what);
    told?.();
  };
  const slow = window.setTimeout(tell, QUIET_MS);
  void untilReachable(url, controller.signal, tell).then((reached) => {
    window.clearTimeout(slow);
    if (reached && pending === controller) {
      pending = null;
      setWaiting(null);
      go();
    }
  });
  return controller;
}

/**
 * For a navigation asked for while the browser says it is offline: `whenReachable(url, go, { what, told })` runs `go`
 * at once when online, else as soon as `url` answers, and the page waits with a note saying `what` waits
 * (`useWaitingForConnection`) when the first try fails or is slow; `told` is called then. The router, failing to fetch a page, falls back to a full page load,
 * and the browser then shows its own offline page in place of the site (and, after a `replace`, Back skips the page
 * the visitor was on). `navigator.onLine` is only a hint: a browser with no network but loopback says offline to a
 * site on the same machine, which answers at once. A later call, Back or Forward, a link off the page and the caller's
 * unmounting drop a navigation still waiting.
 */
export function useWhenReachable(): (url: string, go: () => void, options?: WaitOptions) => void {
  const mine = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      if (mine.current && pending === mine.current) drop();
    },
    [],
  );
  return useCallback((url: string, go: () => void, options: WaitOptions = {}) => {
    mine.current = whenReachable(url, go, options);
  }, []);
}

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** What of the page waits for the connection, if the visitor should be told so. */
export const useWaitingForConnection = (): Waiting | null =>
  useSyncExternalStore(
    watch,
    () => waiting,
    () => null,
  );
