import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, Row } from "./types";

/** Embedded PostgreSQL persisted in `dir`. One instance per directory and process (the caller keeps it). */
export async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const wrap = (q: Pick<PGlite, "query">): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
  });
  return {
    kind: "pglite",
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
