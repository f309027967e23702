import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "@/lib/db";
import { isDeliveryId, retryDelivery } from "./staff";

/**
 * Staff retries with PGlite. Its directory belongs to the running site (one process per directory), so the CLI does
 * not write to it: it leaves a request file under DATA_DIR/delivery-retries, and the site's worker applies it on its
 * next poll (or at the next start). With a PostgreSQL server the CLI updates the row itself.
 */

const dirOf = (dataDir: string) => path.resolve(dataDir, "delivery-retries");

/** False (and nothing written) when `id` is not a delivery id: it becomes a file name. */
export async function requestRetry(dataDir: string, id: string): Promise<boolean> {
  if (!isDeliveryId(id)) return false;
  await mkdir(dirOf(dataDir), { recursive: true });
  await writeFile(path.join(dirOf(dataDir), id.toLowerCase()), "");
  return true;
}

export async function applyRetryRequests(db: Queryable, dataDir: string): Promise<void> {
  const names = await readdir(dirOf(dataDir)).catch(() => [] as string[]);
  for (const name of names) {
    if (isDeliveryId(name)) {
      const outcome = await retryDelivery(db, name);
      console.info(`Delivery ${name}: staff retry ${outcome === "queued" ? "applied" : `ignored (${outcome})`}`);
    }
    await rm(path.join(dirOf(dataDir), name), { force: true });
  }
}
