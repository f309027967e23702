/** One thin interface over PGlite and node-postgres, so the store and its tests run the same SQL on both. */

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
