import { clientAddress, clientKeyFrom, MemoryRateLimiter, parseRateLimit, rateLimit, SHARED_CLIENT } from "./rate-limit";

describe("rateLimit (in memory, sliding window)", () => {
  it("allows `limit` calls per window per key, then says when to retry", async () => {
    const opts = { limit: 2, windowMs: 60_000 };
    const t0 = 1_000_000;
    expect(await rateLimit("t1:a", opts, t0)).toEqual({ ok: true });
    expect(await rateLimit("t1:a", opts, t0 + 1)).toEqual({ ok: true });
    expect(await rateLimit("t1:a", opts, t0 + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(await rateLimit("t1:b", opts, t0 + 10_000)).toEqual({ ok: true });
    // The window slides: the first call leaves it at t0 + 60 s, the second one a millisecond later.
    expect(await rateLimit("t1:a", opts, t0 + 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await rateLimit("t1:a", opts, t0 + 60_000)).toEqual({ ok: true });
    expect(await rateLimit("t1:a", opts, t0 + 60_001)).toEqual({ ok: true });
    expect(await rateLimit("t1:a", opts, t0 + 60_002)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it("does not count refused calls, so a client that keeps trying is let in once the window has passed", async () => {
    const limiter = new MemoryRateLimiter();
    const opts = { limit: 1, windowMs: 1000 };
    expect((await limiter.hit("k", opts, 0)).ok).toBe(true);
    for (let t = 100; t < 1000; t += 100) expect((await limiter.hit("k", opts, t)).ok).toBe(false);
    expect((await limiter.hit("k", opts, 1000)).ok).toBe(true);
  });

  it("keeps memory bounded under a flood of distinct keys", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 60_000; i++) await limiter.hit(`flood:${i}`, { limit: 5, windowMs: 60_000 }, i);
    expect(limiter.size).toBeLessThanOrEqual(50_000);
  });
});

describe("parseRateLimit", () => {
  const fallback = { limit: 5, windowMs: 60_000 };
  it.each([
    ["8/60", { limit: 8, windowMs: 60_000 }],
    [" 100 / 3600 ", { limit: 100, windowMs: 3_600_000 }],
    [undefined, fallback],
    ["", fallback],
    ["5", fallback],
    ["0/60", fallback],
    ["5/0", fallback],
    ["-1/60", fallback],
    ["five/60", fallback],
  ])("%p", (value, expected) => expect(parseRateLimit(value, fallback)).toEqual(expected));
});

describe("client keys", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("takes the address the trusted proxy recorded: the last X-Forwarded-For entry", () => {
    expect(clientAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress("1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress(" , ")).toBeUndefined();
    expect(clientAddress(null)).toBeUndefined();
  });

  it("trusts X-Forwarded-For only with TRUST_PROXY=1; otherwise every client shares one key", () => {
    const h = new Headers({ "x-forwarded-for": "198.51.100.7" });
    delete process.env.TRUST_PROXY;
    expect(clientKeyFrom(h)).toBe(SHARED_CLIENT);
    process.env.TRUST_PROXY = "0";
    expect(clientKeyFrom(h)).toBe(SHARED_CLIENT);
    process.env.TRUST_PROXY = "1";
    expect(clientKeyFrom(h)).toBe("198.51.100.7");
    expect(clientKeyFrom(new Headers())).toBe(SHARED_CLIENT);
  });
});
