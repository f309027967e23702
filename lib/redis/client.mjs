import { createClient } from "@redis/client";

/**
 * One way to connect to Redis for every part of the site that shares state through it (Next's cache handler, the
 * rate limiter). Loaded both by Node directly (the cache handler is not bundled) and from TypeScript, so plain ESM.
 *
 * Why these settings: Redis is a shared accelerator, never a reason to fail a page or a form.
 * - `disableOfflineQueue`: while Redis is unreachable, commands fail at once (and callers fall back to their local
 *   cache or limiter) instead of queueing until a visitor's request times out.
 * - Reconnects forever with a short capped back-off, so a restarted Redis is used again without restarting the site.
 * - Errors are logged once per outage, not once per retry.
 */
export function connectRedis(url, name) {
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 + retries * 200, 2_000),
    },
  });
  client.on("error", (error) => {
    if (down) return;
    down = true;
    console.error(`[redis:${name}] unreachable (${error?.code ?? error?.message ?? error}); falling back to this instance until it is back`);
  });
  client.on("ready", () => {
    if (down) console.info(`[redis:${name}] reachable again`);
    down = false;
  });
  // Not awaited: the first connection may fail, and the client keeps retrying in the background.
  client.connect().catch(() => undefined);
  return client;
}

/** Resolves once `client` is connected, or after `ms` if it is not (callers then fall back as for any outage). */
export function whenReady(client, ms) {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    client.once("ready", done);
    function done() {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    }
  });
}
