import type { RedisClientType } from "@redis/client";

/** A client that connects in the background, fails commands fast while Redis is down and reconnects forever. */
export function connectRedis(url: string, name: string): RedisClientType;
