import { unstable_cache } from "next/cache";
import type { CacheTag } from "./tags";
import { REVALIDATE_SECONDS } from "./tags";

const NO_NEXT_CACHE = "incrementalCache missing";

/**
 * Runs `load` through Next's data cache (the one caching mechanism of the site): keyed by `key`, refreshed every
 * REVALIDATE_SECONDS in the background and on demand by tag. Failures throw and are therefore never cached.
 * Outside a Next server (unit tests, scripts) there is no data cache, so `load` simply runs.
 */
export async function cached<T>(key: readonly string[], tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
  const run = unstable_cache(load, [...key], { tags: [...tags], revalidate: REVALIDATE_SECONDS });
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.message.includes(NO_NEXT_CACHE)) return load();
    throw error;
  }
}
