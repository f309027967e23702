import { migrations as all } from "./migrations";
import type { Database } from "./types";

/** Any fixed number: the advisory lock every instance takes before looking at the schema. */
const MIGRATION_LOCK = 7_140_271;

/**
 * Applies the migrations not yet recorded. Safe when several processes start at once against one server: they
 * queue on a transaction-scoped advisory lock, and each migration commits together with its record.
 */
export async function migrate(db: Database, migrations = all): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const { rows } = await tx.query<{ id: string }>("SELECT id FROM schema_migrations");
    const done = new Set(rows.map((r) => r.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

/** Statements of a migration script. Migrations keep to plain DDL (no functions with `;` inside bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
