import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/** Drives deploy/cluster.sh for the scale-out test, on ports of its own so it never meets a running site. */

const run = promisify(execFile);
/** npm scripts run at the repository root. */
export const ROOT = process.cwd();
const DIR = path.join(ROOT, ".cluster-test");

export const PORTS = { nginx: 8181, instances: [3201, 3202], postgres: 54331, redis: 63791, standIn: 4021 } as const;
export const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
export const INSTANCES = PORTS.instances.map((p) => `http://127.0.0.1:${p}`);
export const STAND_IN = `http://127.0.0.1:${PORTS.standIn}`;
export const DATABASE_URL = `postgres://postgres@127.0.0.1:${PORTS.postgres}/e7`;

/** Per-client limit on forms (and their API endpoints) in this cluster; applications are effectively unlimited so the
 * load runs, which all come from one address, are not refused. */
export const FORMS_LIMIT = 5;

const clusterEnv = {
  ...process.env,
  CLUSTER_DIR: DIR,
  NGINX_PORT: String(PORTS.nginx),
  INSTANCE_BASE_PORT: String(PORTS.instances[0]),
  PG_PORT: String(PORTS.postgres),
  REDIS_PORT: String(PORTS.redis),
  // Pages read blog posts, jobs and services from a stand-in API host whose content the test can change; the built-in
  // API's write endpoints still store submissions in the cluster's PostgreSQL.
  API_BASE_URL: STAND_IN,
  API_TIMEOUT_MS: "3500",
  RATE_LIMIT_FORMS: `${FORMS_LIMIT}/60`,
  RATE_LIMIT_APPLICATIONS: "100000/60",
};

/** More settings for the instances started from now on (e.g. SMTP_URL for the delivery test). */
export function addClusterEnv(extra: Record<string, string>): void {
  Object.assign(clusterEnv, extra);
}

/** The process id of instance K (1-based), as deploy/cluster.sh records it. */
export const instancePid = async (k: number): Promise<number> => Number((await readFile(path.join(DIR, "run", `instance-${k}.pid`), "utf8")).trim());

export async function cluster(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run("bash", [path.join(ROOT, "deploy/cluster.sh"), ...args], { cwd: ROOT, env: clusterEnv, maxBuffer: 16 << 20 });
  if (process.env.CLUSTER_TEST_VERBOSE) process.stderr.write(stderr);
  return stdout;
}

/** A fresh cluster of two instances with the stand-in API host, and its removal (for a test file's before/after). */
export async function freshCluster(): Promise<void> {
  await cluster("purge");
  await startStandIn();
  await cluster("up", "2");
}

export async function removeCluster(): Promise<void> {
  await cluster("purge").catch((error: unknown) => console.error(error));
  stopStandIn();
}

export const revalidateSecret = async (): Promise<string> => (await readFile(path.join(DIR, "secret"), "utf8")).trim();

let standIn: ChildProcess | undefined;

export async function startStandIn(): Promise<void> {
  standIn = spawn(process.execPath, [path.join(ROOT, "e2e/stand-in/server.mjs")], { env: { ...process.env, STAND_IN_PORT: String(PORTS.standIn) }, stdio: "ignore" });
  await waitFor(async () => (await fetch(`${STAND_IN}/api/jobs`)).ok, 10_000, "stand-in API host");
}

export function stopStandIn(): void {
  standIn?.kill();
}

export async function standInData(data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${STAND_IN}/__control/data`, { method: "POST", body: JSON.stringify(data) });
  if (!response.ok) throw new Error(`stand-in refused data: ${response.status}`);
}

/** Polls `check` until it is true (errors count as false) or `timeoutMs` passes. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Instance K's log (1-based), as deploy/cluster.sh writes it. */
export const instanceLog = async (k: number): Promise<string> => readFile(path.join(DIR, "logs", `instance-${k}.log`), "utf8").catch(() => "");
