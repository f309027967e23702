import { useSyncExternalStore } from "react";

/**
 * Whether sonner's toast region, itself a polite live region, is on the page. A form's outcome is both a toast (spec
 * 2.1) and a line in the form (components/forms/form-status.tsx, the only feedback without JavaScript): once the
 * region is there, that line stops being a live region, so a screen reader announces the outcome once, not twice.
 * Until it is (sonner is fetched when the browser is idle, or could not be fetched offline), the line announces it.
 */
let mounted = false;
const listeners = new Set<() => void>();

function setMounted(value: boolean): void {
  mounted = value;
  for (const listener of listeners) listener();
}

/** Called by the Toaster once sonner's region is rendered; the function returned is for its unmount. */
export function toastRegionMounted(): () => void {
  setMounted(true);
  return () => setMounted(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the toast region is on the page; false on the server and before hydration. */
export function useToastRegion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted,
    () => false,
  );
}
