/**
 * Runs once as each server process starts (not during `next build`):
 * - opens (and on first run creates and migrates) the submissions database in the background, so that the first
 *   visitor to submit a form does not wait for PGlite's initdb;
 * - with REDIS_URL (several instances): counts rate limits in Redis, and seeds the shared cache with the pages
 *   prerendered at build time, keeping any newer copy another instance already rendered.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabase } = await import("./lib/db");
  getDatabase().catch((error: unknown) => {
    console.error("Database warm-up failed; it will be retried on first use", error);
  });

  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return;
  const [{ connectRedis }, { RedisRateLimiter }, { setRateLimiter }] = await Promise.all([
    import("./lib/redis/client.mjs"),
    import("./lib/security/redis-rate-limiter"),
    import("./lib/security/rate-limit"),
  ]);
  setRateLimiter(new RedisRateLimiter(connectRedis(redisUrl, "rate-limit")));

  const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
    import("@fortedigital/nextjs-cache-handler/instrumentation"),
    import("./lib/cache/cache-handler.mjs"),
  ]);
  registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: process.env.NEXT_DIST_DIR || ".next" }).catch((error: unknown) => {
    console.error("[cache] could not seed the shared cache with the build's pages; they will be rendered on demand", error);
  });
}
