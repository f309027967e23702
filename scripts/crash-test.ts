// `npx tsx scripts/crash-test.ts` (also run by e2e/security.spec.ts), after `npm run build`.
//
// Durability under a crash: a private production server (`node server.mjs`, own port and DATA_DIR) receives
// submissions through the built-in API, is killed with SIGKILL right after the last acknowledgement, restarted on
// the same DATA_DIR, and must still hold every acknowledged submission (read back with `npm run submissions -- list`),
// and every acknowledged application its resume, byte for byte (read back with `npm run submissions -- export`:
// files live in the database).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const SERVER = path.join(ROOT, "server.mjs");

export type Instance = { child: ChildProcess; port: number; dataDir: string; base: string; output: () => string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A private production instance of the built site: its own port, DATA_DIR and process group. */
export async function startInstance(port: number, dataDir: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [SERVER, "-p", String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
      TRUST_PROXY: "1",
      DATA_DIR: dataDir,
      API_BASE_URL: "",
      ...env,
    },
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Ready = the catch-all API route answers (404 JSON); it touches neither the database nor the page cache.
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${base}/api/__ready`);
      await res.arrayBuffer();
      return { child, port, dataDir, base, output: () => log };
    } catch {
      await sleep(200);
    }
  }
  killGroup(child, "SIGKILL");
  throw new Error(`server on :${port} did not come up:\n${log}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  killGroup(child, signal);
  await Promise.race([exited, sleep(10_000)]);
  killGroup(child, "SIGKILL");
}

export type StoredSubmission = Record<string, unknown>;

/**
 * Every stored submission, each with its `type` (demo, lead, application), read with the staff command
 * (`npm run submissions -- list --format json`, which reads a copy of the PGlite directory).
 */
export function listSubmissions(dataDir: string): StoredSubmission[] {
  const res = spawnSync("npm", ["run", "--silent", "submissions", "--", "list", "--format", "json"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 90_000,
  });
  if (res.status !== 0) throw new Error(`npm run submissions failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  const text = res.stdout.trim();
  const start = text.indexOf("[");
  if (start < 0) throw new Error(`npm run submissions printed no JSON list:\n${text.slice(0, 500)}`);
  return JSON.parse(text.slice(start)) as StoredSubmission[];
}

/**
 * The stored resume of each application, by applicant email: its bytes, or null when the export has none
 * (`npm run submissions -- export --type application --out DIR`, which writes the files kept in the database).
 */
export function storedResumes(dataDir: string): Map<string, Buffer | null> {
  const out = mkdtempSync(path.join(tmpdir(), "e7-export-"));
  try {
    const res = spawnSync("npm", ["run", "--silent", "submissions", "--", "export", "--type", "application", "--format", "json", "--out", out], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 90_000,
    });
    if (res.status !== 0) throw new Error(`npm run submissions -- export failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
    const records = JSON.parse(readFileSync(path.join(out, "application.json"), "utf8")) as { email: string; resumePath: string | null }[];
    const usable = (p: string | null) => (p && p !== "(missing)" ? readFileSync(path.join(out, p)) : null);
    return new Map(records.map((r) => [r.email, usable(r.resumePath)]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export const validLead = (tag: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `${tag}@example.com`,
  countryCode: "+44",
  phoneNumber: "2071234567",
  natureOfEnquiry: "Sales",
  message: `Crash test ${tag}: please call me about watermarking.`,
});

export const validDemo = (tag: string) => ({
  companyName: `Crash Test ${tag} Ltd`,
  dmFirstName: "Grace",
  dmLastName: "Hopper",
  dmTitle: "CISO",
  email: `${tag}@example.com`,
  countryCode: "+1",
  phoneNumber: "2025550123",
  country: "United States",
});

/** A minimal real PDF (header, one page, trailer): enough for a content check that looks for a PDF. */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export function validApplication(tag: string, jobId: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    jobId,
    firstName: "Alan",
    lastName: "Turing",
    email: `${tag}@example.com`,
    countryCode: "+44",
    phoneNumber: "2071234567",
    address: "1 Bletchley Park",
    city: "Milton Keynes",
    state: "Buckinghamshire",
    country: "United Kingdom",
    postalCode: "MK3 6EB",
    currentJobTitle: "Engineer",
    currentCompany: "Acme",
    totalExperience: "8",
    relevantExperience: "5",
    expectedSalary: "90000",
    noticePeriod: "1",
    joiningDate: "2030-01-15",
    isRelocating: "false",
    highestEducation: "Master's",
    university: "Cambridge",
    yearOfGraduation: "2012",
    fieldOfStudy: "Mathematics",
    howDidYouHearAboutUs: "LinkedIn",
    coverLetter: `Crash test ${tag}: I would like to apply.`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("resume", new Blob([MINIMAL_PDF], { type: "application/pdf" }), "resume.pdf");
  return form;
}

async function firstJobId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/jobs`);
  const body: unknown = await res.json();
  const list = Array.isArray(body) ? body : ((body as { data?: unknown[] }).data ?? []);
  const first = list[0] as { id?: string | number } | undefined;
  return String(first?.id ?? "1");
}

export type CrashReport = { acknowledged: string[]; found: string[]; missing: string[] };

/** Submits, kills with SIGKILL right after the acknowledgements, restarts, and compares. */
export async function runCrashTest({ port = 3400, count = 12 } = {}): Promise<CrashReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e7-crash-"));
  const run = `crash${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  try {
    let instance = await startInstance(port, dataDir);
    const jobId = await firstJobId(instance.base);
    const sends: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const kind = (["lead", "demo", "application"] as const)[i % 3]!;
      const tag = `${run}-${kind}-${i}`;
      const headers = { "x-forwarded-for": `10.77.${i}.1` };
      const request =
        kind === "application"
          ? fetch(`${instance.base}/api/job-applications`, { method: "POST", headers, body: validApplication(tag, jobId) })
          : fetch(`${instance.base}/api/${kind}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(kind === "lead" ? validLead(tag) : validDemo(tag)) });
      sends.push(
        request.then(async (res) => {
          const text = await res.text();
          if (res.ok) acknowledged.push(tag);
          else throw new Error(`${kind} ${tag} was refused: ${res.status} ${text.slice(0, 300)}`);
        }),
      );
    }
    await Promise.all(sends);
    // No grace period: the process dies the moment the last acknowledgement is in.
    await stopInstance(instance, "SIGKILL");

    instance = await startInstance(port, dataDir);
    // A write after the restart proves the store reopened cleanly after the crash.
    const after = `${run}-after`;
    const res = await fetch(`${instance.base}/api/lead`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "10.78.0.1" }, body: JSON.stringify(validLead(after)) });
    if (!res.ok) throw new Error(`submission after restart refused: ${res.status} ${await res.text()}`);
    acknowledged.push(after);
    await stopInstance(instance);

    const stored = JSON.stringify(listSubmissions(dataDir));
    const resumes = storedResumes(dataDir);
    // An application counts only with its resume: row and files are committed together or not at all.
    const complete = (tag: string) => !tag.includes("-application-") || resumes.get(`${tag}@example.com`)?.equals(MINIMAL_PDF) === true;
    const found = acknowledged.filter((tag) => stored.includes(`${tag}@example.com`) && complete(tag));
    return { acknowledged, found, missing: acknowledged.filter((tag) => !found.includes(tag)) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runCrashTest()
    .then((report) => {
      console.log(`crash test: ${report.acknowledged.length} acknowledged, ${report.found.length} found after SIGKILL and restart`);
      if (report.missing.length) {
        console.error(`missing: ${report.missing.join(", ")}`);
        process.exit(1);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
