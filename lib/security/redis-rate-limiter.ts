import type { RedisClientType } from "@redis/client";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiter, RateLimitOptions, RateLimitResult } from "./rate-limit";

/**
 * Rate limits counted in Redis, so every instance of the site draws on one allowance per client: a client cannot
 * pass a limit by landing on another instance. Counting is rate-limiter-flexible's (fixed windows, one atomic Lua
 * script per hit). While Redis is unreachable each instance counts in its own memory instead (the insurance limiter),
 * so forms keep working with a per-instance limit rather than failing.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly client: RedisClientType,
    private readonly keyPrefix = "e7:rl",
  ) {}

  async hit(key: string, options: RateLimitOptions): Promise<RateLimitResult> {
    try {
      await this.limiter(options).consume(key);
      return { ok: true };
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) };
    }
  }

  /** One limiter per distinct limit (a handful: forms, applications, API), each with its own key space. */
  private limiter({ limit, windowMs }: RateLimitOptions): RateLimiterRedis {
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const duration = Math.max(1, Math.ceil(windowMs / 1000));
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${this.keyPrefix}:${id}`,
        points: limit,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
