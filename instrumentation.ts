/**
 * Runs once as each server process starts (not during `next build`):
 * - opens (and on first run creates and migrates) the submissions database in the background, so that the first
 *   visitor to submit a form does not wait for PGlite's initdb;
 * - starts the delivery worker (lib/delivery) when SMTP_URL or WEBHOOK_URL is set; a half-configured channel stops
 *   the start here, rather than a site running that silently sends nothing;
 * - with REDIS_URL (several instances): counts rate limits in Redis.
 * The shared cache is not seeded with the build's prerendered pages: @fortedigital's registerInitialCache writes them
 * under the page path, while Next 16.4 reads `/route-cache/APP_PAGE/<hash>/$<path>` keys, so the seed was never read.
 * Each page is instead rendered once per deployment by whichever instance is asked first, then shared.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabase } = await import("./lib/db");
  getDatabase().catch((error: unknown) => {
    console.error("Database warm-up failed; it will be retried on first use", error);
  });
  const { startDeliveries } = await import("./lib/delivery/boot");
  try {
    startDeliveries();
  } catch (error) {
    // Next would carry on and answer every request with 500; a clear exit is what a process manager can report.
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)} (see docs/delivery.md)`);
    process.exit(1);
  }

  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return;
  const [{ connectRedis }, { RedisRateLimiter }, { setRateLimiter }] = await Promise.all([
    import("./lib/redis/client.mjs"),
    import("./lib/security/redis-rate-limiter"),
    import("./lib/security/rate-limit"),
  ]);
  setRateLimiter(new RedisRateLimiter(connectRedis(redisUrl, "rate-limit")));
}
