import type { RedisClientType } from "@redis/client";

/** A client that connects in the background, fails commands fast while Redis is down and reconnects forever. */
export function connectRedis(url: string, name: string): RedisClientType;

/** Resolves once `client` is connected, or after `ms` if it is not. */
export function whenReady(client: RedisClientType, ms: number): Promise<void>;
