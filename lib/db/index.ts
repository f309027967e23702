import path from "node:path";
import { env } from "@/lib/env";
import { migrate } from "./migrate";
import type { Database } from "./types";

export type { Database, Queryable, Row } from "./types";

/**
 * The process's one database: a PostgreSQL server when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
 * Opened and migrated on first use (never at import, so `next build` needs no database). Kept on globalThis so
 * hot reloads and duplicated module copies share it: PGlite allows one instance per directory.
 */
type Holder = { key: string; ready: Promise<Database> };
const slot = globalThis as typeof globalThis & { __e7Database?: Holder };

function config(): { key: string; open: () => Promise<Database> } {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    return { key: `postgres:${DATABASE_URL}`, open: async () => (await import("./postgres")).openPostgres(DATABASE_URL) };
  }
  const dir = path.resolve(DATA_DIR, "pglite");
  return { key: `pglite:${dir}`, open: async () => (await import("./pglite")).openPglite(dir) };
}

/**
 * Files of applications stored before files moved into the database (DATA_DIR/uploads) are copied into it once per
 * process start; see lib/store/legacy-uploads.ts. Loaded on demand, so lib/db never imports lib/store up front. A
 * failure is logged, not fatal: the site keeps taking submissions and the next start tries again.
 */
async function importOlderUploads(db: Database): Promise<void> {
  try {
    const { importLegacyUploads: run } = await import("@/lib/store/legacy-uploads");
    const { imported, missing } = await run(db);
    if (imported || missing) {
      console.info(`Applicants' files from before they moved into the database: ${imported} imported from DATA_DIR/uploads, ${missing} not on this instance's disk`);
    }
  } catch (error) {
    console.warn("Importing applicants' files from DATA_DIR/uploads failed; the next start tries again:", error);
  }
}

async function openMigrated(open: () => Promise<Database>): Promise<Database> {
  const db = await open();
  try {
    await migrate(db);
    await importOlderUploads(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export function getDatabase(): Promise<Database> {
  const { key, open } = config();
  const current = slot.__e7Database;
  if (current && current.key === key) return current.ready;
  if (current) void current.ready.then((db) => db.close()).catch(() => undefined);
  const ready = openMigrated(open);
  slot.__e7Database = { key, ready };
  // A failed open is not kept: the next call tries again.
  ready.catch(() => {
    if (slot.__e7Database?.ready === ready) slot.__e7Database = undefined;
  });
  return ready;
}

/** Closes the process's database (tests, scripts); the next getDatabase() opens it again. */
export async function closeDatabase(): Promise<void> {
  const current = slot.__e7Database;
  slot.__e7Database = undefined;
  if (current) await current.ready.then((db) => db.close()).catch(() => undefined);
}
