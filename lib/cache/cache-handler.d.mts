import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";

/** @fortedigital's CacheHandler configured for this site (Redis when REDIS_URL is set, this process's memory behind). */
declare const handler: typeof CacheHandler;
export default handler;
