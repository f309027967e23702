import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export type StoredApplication = Record<string, unknown> & {
  email: string;
  jobId: string;
  files: { field: string; filename?: string; size?: number }[];
};

/**
 * Applications in the built-in store of the :3000 instance (DATA_DIR .data-e2e), read the way staff read them:
 * `npm run submissions -- list --type application --format json`.
 */
export async function receivedApplications(): Promise<StoredApplication[]> {
  const { stdout } = await run("npm", ["run", "--silent", "submissions", "--", "list", "--type", "application", "--format", "json"], {
    env: { ...process.env, DATA_DIR: ".data-e2e" },
    maxBuffer: 20 * 1024 * 1024,
  });
  const parsed = JSON.parse(stdout) as StoredApplication[] | { data: StoredApplication[] };
  return Array.isArray(parsed) ? parsed : parsed.data;
}
