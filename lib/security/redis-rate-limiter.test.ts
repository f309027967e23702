import type { RedisClientType } from "@redis/client";
import { connectRedis } from "@/lib/redis/client.mjs";
import { RedisRateLimiter } from "./redis-rate-limiter";

/**
 * Against a real Redis server: TEST_REDIS_URL (set by .ci/run from scripts/test-redis.sh). Two limiters with their
 * own connections stand for two instances of the site.
 */
const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;

jest.setTimeout(20_000);

const clients: RedisClientType[] = [];
function client(at: string): RedisClientType {
  const c = connectRedis(at, "test");
  clients.push(c);
  return c;
}
afterAll(() => {
  for (const c of clients) c.destroy();
});

const until = async (ready: () => boolean) => {
  for (let i = 0; i < 100 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
};

describeWithRedis("RedisRateLimiter (real Redis)", () => {
  it("counts one allowance across instances: a client cannot pass the limit by switching instance", async () => {
    const [a, b] = [client(url!), client(url!)];
    await until(() => a.isReady && b.isReady);
    const prefix = `test:${Date.now()}:${Math.random()}`;
    const instanceA = new RedisRateLimiter(a, prefix);
    const instanceB = new RedisRateLimiter(b, prefix);
    const opts = { limit: 3, windowMs: 60_000 };
    expect(await instanceA.hit("contact:203.0.113.9", opts)).toEqual({ ok: true });
    expect(await instanceB.hit("contact:203.0.113.9", opts)).toEqual({ ok: true });
    expect(await instanceA.hit("contact:203.0.113.9", opts)).toEqual({ ok: true });
    const refusedOnB = await instanceB.hit("contact:203.0.113.9", opts);
    expect(refusedOnB.ok).toBe(false);
    expect(refusedOnB.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusedOnB.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await instanceA.hit("contact:203.0.113.9", opts)).ok).toBe(false);
    // Another client, and the same client under another limit, have their own counts.
    expect(await instanceB.hit("contact:198.51.100.1", opts)).toEqual({ ok: true });
    expect(await instanceB.hit("contact:203.0.113.9", { limit: 3, windowMs: 10_000 })).toEqual({ ok: true });
  });

  it("with Redis unreachable, answers at once from this instance's memory and still enforces the limit (logged once)", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const limiter = new RedisRateLimiter(client("redis://127.0.0.1:1"), "test:down");
    const opts = { limit: 2, windowMs: 60_000 };
    const started = Date.now();
    expect(await limiter.hit("k", opts)).toEqual({ ok: true });
    expect(await limiter.hit("k", opts)).toEqual({ ok: true });
    expect((await limiter.hit("k", opts)).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    const outageLogs = () => logged.mock.calls.filter(([m]) => String(m).includes("[redis:test] unreachable"));
    await until(() => outageLogs().length > 0);
    await new Promise((r) => setTimeout(r, 500)); // retries happen meanwhile: still one line
    expect(outageLogs()).toHaveLength(1);
    logged.mockRestore();
  });
});
