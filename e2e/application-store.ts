import { execFile } from "node:child_process";
import { statfsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * For `expect.poll` over the store: each read runs the staff command, 2-3 s a call, and on a loaded two-core machine
 * one call outlasted expect's default 10 s (a CI run of stop 60).
 */
export const STORE_POLL = { timeout: 30_000 } as const;

/** One stored submission as staff read it: flat and camel-cased (lib/store/submission-records.ts). */
type StoredRecord = Record<string, string | number | boolean | null>;

/** One stored application. */
export type StoredApplication = StoredRecord & {
  email: string;
  jobId: string;
  resumeFile: string;
  resumeName: string;
  resumeSize: number;
  otherDocFile: string | null;
};

const DATA_DIR = ".data-e2e";

/**
 * Where the command copies the store it reads (its TMPDIR): a memory file system when the machine has one with room,
 * as a copy of the thousand files of a PGlite store took 1.5-2 s on this disk and 0.1 s there (docs/performance.md).
 */
function snapshotDir(): string | undefined {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    return bavail * bsize > 1024 ** 3 ? "/dev/shm" : undefined;
  } catch {
    return undefined;
  }
}
const TMPDIR = snapshotDir();

/**
 * The staff command, `npm run submissions -- ARGS`, run as npm runs it (tsx) without npm's own start-up, against the
 * :3000 instance's store.
 */
const submissions = (args: string[]) =>
  execFileAsync(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
    env: { ...process.env, DATA_DIR, ...(TMPDIR ? { TMPDIR } : {}) },
    maxBuffer: 20 * 1024 * 1024,
  });

/**
 * Submissions of a type in the built-in store of the :3000 instance (DATA_DIR .data-e2e), read the way staff read
 * them: `npm run submissions -- list --type TYPE --format json`.
 */
export async function storedSubmissions(type: "demo" | "lead" | "application"): Promise<StoredRecord[]> {
  const { stdout } = await submissions(["list", "--type", type, "--format", "json"]);
  return JSON.parse(stdout) as StoredRecord[];
}

export const receivedApplications = async (): Promise<StoredApplication[]> => (await storedSubmissions("application")) as StoredApplication[];

/**
 * The bytes of a stored document (kept in the database under its generated name), read the way staff get them:
 * `npm run submissions -- export --type application --out DIR` writes each application's files beside the export.
 */
export async function storedUpload(file: string): Promise<Buffer> {
  const out = await mkdtemp(path.join(os.tmpdir(), "e7-e2e-export-"));
  try {
    await submissions(["export", "--type", "application", "--format", "json", "--out", out]);
    const records = JSON.parse(await readFile(path.join(out, "application.json"), "utf8")) as (StoredApplication & { resumePath: string | null; otherDocPath: string | null })[];
    const record = records.find((r) => r.resumeFile === file || r.otherDocFile === file);
    const relative = record?.resumeFile === file ? record.resumePath : record?.otherDocPath;
    if (!relative || relative === "(missing)") throw new Error(`no stored document ${file}`);
    return await readFile(path.join(out, relative));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
