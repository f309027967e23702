import type { RedisClientType } from "@redis/client";
import { connectRedis, whenReady } from "./client.mjs";

/** Against a real Redis server when TEST_REDIS_URL is set (.ci/run sets it); the unreachable case needs none. */
const url = process.env.TEST_REDIS_URL;
const itWithRedis = url ? it : it.skip;

const clients: RedisClientType[] = [];
afterAll(() => {
  for (const c of clients) c.destroy();
});
function client(at: string): RedisClientType {
  const c = connectRedis(at, "test");
  clients.push(c);
  return c;
}

describe("whenReady", () => {
  itWithRedis("waits for a fresh client's connection, so its first command is not refused as offline", async () => {
    const c = client(url!);
    expect(c.isReady).toBe(false);
    await whenReady(c, 5_000);
    expect(c.isReady).toBe(true);
    expect(await c.ping()).toBe("PONG");
  });

  it("gives up after the given time when Redis is unreachable", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const started = Date.now();
    const c = client("redis://127.0.0.1:1");
    await whenReady(c, 300);
    expect(c.isReady).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
