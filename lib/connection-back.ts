/**
 * Resolves when the connection is worth trying again: at the browser's `online` event, or after `ms` (twice that while
 * the browser says it is offline). `navigator.onLine` is only a hint: a request can fail while it says online (a drop
 * it has not noticed, a server restarting), and the `online` event does not always come (DevTools' and Playwright's
 * emulated drops leave it false after the network is back).
 */
export function connectionBack(ms = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = window.setTimeout(done, navigator.onLine ? ms : 2 * ms);
    window.addEventListener("online", done);
  });
}

/** A script loaded on demand (`import()`), tried again each time the connection may be back until it arrives. */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      // webpack forgets a chunk that failed to load, so the next import() requests it again.
      await connectionBack();
    }
  }
}

/** Whether `url` answers a HEAD request now (any status). */
const answers = (url: string, signal: AbortSignal): Promise<boolean> =>
  fetch(url, { method: "HEAD", cache: "no-store", signal }).then(
    () => true,
    () => false,
  );

/**
 * Waits until `url` answers a HEAD request, asking at once and then each time the connection may be back (`missed`
 * is called after each failed try); false if `signal` aborts first.
 */
export async function untilReachable(url: string, signal: AbortSignal, missed?: () => void): Promise<boolean> {
  while (!signal.aborted) {
    if (await answers(url, signal)) return !signal.aborted;
    if (signal.aborted) return false;
    missed?.();
    await connectionBack();
  }
  return false;
}
