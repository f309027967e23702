import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { closeDatabase } from "./index";

/**
 * PGlite loads Node built-ins with dynamic `import()`, which jest's module sandbox only allows under
 * --experimental-vm-modules. Suites that use a database therefore run in ./jest-environment.cjs, which hands them
 * Node's own require, and PGlite is loaded with it, outside the sandbox (as under `next start`, where it is a
 * server-external package).
 */
jest.mock("@electric-sql/pglite", () => {
  const nativeRequire = (globalThis as { __nodeRequire?: NodeJS.Require }).__nodeRequire;
  if (!nativeRequire) throw new Error("Add the docblock `@jest-environment ./lib/db/jest-environment.cjs` to this test file.");
  return nativeRequire("@electric-sql/pglite");
});

/**
 * Test helper: the backends store tests run against. PGlite always (fresh temp DATA_DIR); a PostgreSQL server too
 * when TEST_DATABASE_URL is set, each suite in its own throw-away database so parallel suites never meet.
 */
export type TestBackend = { name: "pglite" | "postgres"; setUp(): Promise<void>; tearDown(): Promise<void> };

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function backend(name: TestBackend["name"]): TestBackend {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, API_BASE_URL: process.env.API_BASE_URL };
  let dataDir = "";
  let database = "";
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  return {
    name,
    async setUp() {
      await closeDatabase();
      dataDir = await mkdtemp(path.join(os.tmpdir(), `e7-store-${name}-`));
      process.env.DATA_DIR = dataDir;
      delete process.env.API_BASE_URL;
      delete process.env.DATABASE_URL;
      if (name === "postgres") {
        database = `e7_test_${randomBytes(6).toString("hex")}`;
        await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
        const url = new URL(serverUrl);
        url.pathname = `/${database}`;
        process.env.DATABASE_URL = url.toString();
      }
    },
    async tearDown() {
      await closeDatabase();
      if (database) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

/** PGlite alone, for suites that only need some database. */
export const pgliteBackend = (): TestBackend => backend("pglite");

/** For `describe.each`: [[name, backend], ...]. */
export function testBackends(): [string, TestBackend][] {
  const list: TestBackend[] = [backend("pglite")];
  if (process.env.TEST_DATABASE_URL) list.push(backend("postgres"));
  return list.map((b) => [b.name, b]);
}
