import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** One stored application as staff read it (lib/store/submission-records.ts). */
export type StoredApplication = Record<string, string | number | boolean | null> & {
  email: string;
  jobId: string;
  resumeFile: string;
  resumeName: string;
  resumeSize: number;
  otherDocFile: string | null;
};

const DATA_DIR = ".data-e2e";

/**
 * Applications in the built-in store of the :3000 instance (DATA_DIR .data-e2e), read the way staff read them:
 * `npm run submissions -- list --type application --format json`.
 */
export async function receivedApplications(): Promise<StoredApplication[]> {
  const { stdout } = await run("npm", ["run", "--silent", "submissions", "--", "list", "--type", "application", "--format", "json"], {
    env: { ...process.env, DATA_DIR },
    maxBuffer: 20 * 1024 * 1024,
  });
  return JSON.parse(stdout) as StoredApplication[];
}

/** The bytes of a stored upload (DATA_DIR/uploads/<generated name>). */
export function storedUpload(file: string): Promise<Buffer> {
  return readFile(path.join(DATA_DIR, "uploads", path.basename(file)));
}
