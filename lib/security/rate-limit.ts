import { headers } from "next/headers";

/**
 * Per-client rate limits for public actions and route handlers.
 *
 * Callers see `rateLimit(key, { limit, windowMs })` only. The default limiter counts in this process's memory (a
 * sliding window: exact, and small because limits are small); the scale-out work plugs a Redis-backed `RateLimiter`
 * in with `setRateLimiter()` so that every instance counts together.
 */

export type RateLimitOptions = { limit: number; windowMs: number };
export type RateLimitResult = { ok: boolean; retryAfterSeconds?: number };

export interface RateLimiter {
  hit(key: string, options: RateLimitOptions, now: number): Promise<RateLimitResult>;
}

type Entry = { windowMs: number; hits: number[] };

/** Keys kept at most; a flood of distinct keys forgets the least recently seen instead of growing memory. */
const MAX_KEYS = 50_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly entries = new Map<string, Entry>();

  async hit(key: string, { limit, windowMs }: RateLimitOptions, now: number): Promise<RateLimitResult> {
    const recent = (this.entries.get(key)?.hits ?? []).filter((t) => t > now - windowMs);
    // Re-inserting keeps the map in least-recently-seen order for eviction.
    this.entries.delete(key);
    this.entries.set(key, { windowMs, hits: recent });
    if (recent.length >= limit) {
      const oldest = recent[0] ?? now;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    recent.push(now);
    if (this.entries.size > MAX_KEYS) this.evict(now);
    return { ok: true };
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      const last = entry.hits.at(-1);
      if (last === undefined || last <= now - entry.windowMs) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS * 0.9) break;
      this.entries.delete(key);
    }
  }
}

// On globalThis: Next may load this module more than once (one copy per route bundle); all must share one count.
const slot = globalThis as typeof globalThis & { __e7RateLimiter?: RateLimiter };

export function setRateLimiter(limiter: RateLimiter): void {
  slot.__e7RateLimiter = limiter;
}

/** At most `limit` calls per `windowMs` for one key; when refused, `retryAfterSeconds` says when the next one fits. */
export function rateLimit(key: string, options: RateLimitOptions, now: number = Date.now()): Promise<RateLimitResult> {
  slot.__e7RateLimiter ??= new MemoryRateLimiter();
  return slot.__e7RateLimiter.hit(key, options, now);
}

/** "5/60" = 5 per 60 seconds. Anything else (unset, malformed, zero) gives the fallback. */
export function parseRateLimit(value: string | undefined, fallback: RateLimitOptions): RateLimitOptions {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? "");
  const limit = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || !(limit > 0) || !(seconds > 0)) return fallback;
  return { limit, windowMs: seconds * 1000 };
}

const FORMS_DEFAULT: RateLimitOptions = { limit: 5, windowMs: 60_000 };

/** The contact and demo forms' limit per client: RATE_LIMIT_FORMS ("5/60" by default), read at call time. */
export const formsRateLimit = (): RateLimitOptions => parseRateLimit(process.env.RATE_LIMIT_FORMS, FORMS_DEFAULT);

const APPLICATIONS_DEFAULT: RateLimitOptions = { limit: 5, windowMs: 10 * 60_000 };

/** Job applications per client: RATE_LIMIT_APPLICATIONS ("5/600" by default), read at call time. */
export const applicationsRateLimit = (): RateLimitOptions => parseRateLimit(process.env.RATE_LIMIT_APPLICATIONS, APPLICATIONS_DEFAULT);

/**
 * The key of the clients we cannot tell apart. Why a constant and not the header or the socket address:
 * - Next (`next start`) copies the socket address into X-Forwarded-For only when the request has no such header
 *   (base-server: `x-forwarded-for ??= socket.remoteAddress`). A client talking to Next directly can therefore send
 *   any X-Forwarded-For it likes, and a limiter keyed on it would give a bot a fresh allowance per made-up address.
 * - The socket address itself is not exposed to server actions or route handlers in `next start`.
 * So unless a trusted reverse proxy wrote the header, all clients share this one bucket: spoofing cannot escape it, at
 * the price of a site-wide (rather than per-visitor) brake. Production runs behind the proxy with TRUST_PROXY=1.
 */
export const SHARED_CLIENT = "shared";
/** The shared bucket stands for many visitors, so it is granted this many times the per-client allowance. */
const SHARED_FACTOR = 10;

const trustProxy = (): boolean => /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");

/**
 * The client address a trusted proxy recorded: the last X-Forwarded-For entry. deploy/nginx.conf overwrites the
 * header with `$remote_addr` (one entry); a proxy that appends (`$proxy_add_x_forwarded_for`) puts the address it
 * saw last, after whatever the client claimed. Either way the last entry is the one the proxy vouches for.
 */
export function clientAddress(forwardedFor: string | null): string | undefined {
  const entries = (forwardedFor ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return entries.at(-1)?.slice(0, 100);
}

/** The rate-limit key of a request's client: its address behind a trusted proxy, else SHARED_CLIENT. */
export function clientKeyFrom(requestHeaders: Headers): string {
  if (!trustProxy()) return SHARED_CLIENT;
  return clientAddress(requestHeaders.get("x-forwarded-for")) ?? SHARED_CLIENT;
}

/** The rate-limit key of the client of the current request (server actions, route handlers). */
export async function clientKey(): Promise<string> {
  return clientKeyFrom(await headers());
}

/**
 * `rateLimit` for a client under `scope` (e.g. "contact"), with the shared bucket's allowance. The client is the
 * current request's (server actions) unless given (route handlers pass `clientKeyFrom(request.headers)`).
 */
export async function rateLimitClient(scope: string, options: RateLimitOptions, client?: string): Promise<RateLimitResult> {
  client ??= await clientKey();
  const allowance = client === SHARED_CLIENT ? { ...options, limit: options.limit * SHARED_FACTOR } : options;
  return rateLimit(`${scope}:${client}`, allowance);
}
