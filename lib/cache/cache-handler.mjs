import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { connectRedis, whenReady } from "../redis/client.mjs";

/**
 * Next's incremental cache (ISR pages, unstable_cache data, route handlers) shared by every instance through Redis.
 * next.config.mjs installs this handler only when REDIS_URL is set; without it Next keeps its own file-system cache.
 *
 * Reads go to Redis first. When Redis cannot answer (down, or slower than READ_TIMEOUT_MS) the handler throws, and
 * @fortedigital's CacheHandler moves on to this instance's in-memory LRU, which every write also fills: pages keep
 * being served from whatever this instance has rendered, never a 500. Tag revalidations reach Redis, so one
 * `POST /api/revalidate` to any instance is seen by all of them.
 *
 * Keys are prefixed with the build id: a new deployment never reads pages rendered by the previous one.
 */
const READ_TIMEOUT_MS = 1_000;
/** Next's default `expireTime` (next.config.mjs sets none): how long a stale page may still be served. */
const EXPIRE_SECONDS = 31_536_000;

const slot = globalThis;

CacheHandler.onCreation(({ buildId }) => {
  // Next may create the handler more than once per process (one per route bundle):
  // all must share one Redis connection and one LRU.
  slot.__e7CacheHandlers ??= createHandlers(buildId);
  return slot.__e7CacheHandlers;
});

async function createHandlers(buildId) {
  const local = createLruHandler();
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] };
  const client = connectRedis(url, "cache");
  // The handler is created by an instance's first page request. Without this wait that request would find the
  // connection still opening, miss the shared cache and render a page another instance already has.
  await whenReady(client, READ_TIMEOUT_MS);
  const shared = createRedisHandler({ client, keyPrefix: `e7:${buildId ?? "dev"}:`, timeoutMs: READ_TIMEOUT_MS });
  console.info(`[cache] Next's cache is shared through Redis (${new URL(url).host}), this instance's memory as fallback`);
  return { handlers: [shared, local] };
}

/**
 * Next 16 judges a page's freshness by the lifetime stored with the entry (`cacheControl`) or else by what this process
 * remembers of the route, which is nothing for a page another instance rendered: Next would call it stale after one
 * second and render it again. @fortedigital stores the lifetime as `lifespan`; this hands it back in Next's shape.
 */
class SharedCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    if (!entry?.lifespan || entry.cacheControl) return entry;
    return { ...entry, cacheControl: { revalidate: entry.lifespan.revalidate, expire: EXPIRE_SECONDS } };
  }
}

export default SharedCacheHandler;
