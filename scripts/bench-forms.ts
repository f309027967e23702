// `npm run bench:forms` (after `npm run build`): no lead may be lost or stored twice under load.
//
// Starts a private production server (`node server.mjs`, through crash-test.ts's startInstance: a free port, a
// temporary DATA_DIR, TRUST_PROXY=1), sends a few hundred valid submissions at once, from many client addresses,
// through both ways in: the built-in API's route handlers (POST /api/lead, /api/demo, JSON) and the forms' server
// actions (the native no-JavaScript post to /contact and /request-demo). A few probes that must be refused ride along
// (one client over the rate limit, invalid JSON input).
// Then the server is stopped and the stored rows are read back with `npm run submissions -- list --format json`.
// Every submission carries a unique marker (in its email address), so the check is exact: every accepted one stored
// exactly once, nothing refused stored, nothing else stored. Exits 1 otherwise.
//
//   npm run bench:forms -- [--count 300] [--concurrency 40] [--port 0]
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { listSubmissions, startInstance, stopInstance, type Instance } from "./crash-test";

const ROOT = path.resolve(__dirname, "..");
const SUCCESS = { lead: "Your query has been submitted successfully!", demo: "Demo request submitted successfully!" } as const;
const RATE_LIMITED = "Too many submissions";
/** The server's per-client form limit during the run; the burst probe sends BURST from one client. */
const FORMS_LIMIT = 3;
const BURST = 6;
const REQUEST_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 5 * 60_000;

type Kind = "lead" | "demo";
type Via = "api" | "action";
type Outcome = "accepted" | "rejected" | "failed";
type Job = { marker: string; kind: Kind; via: Via; client: string; payload: Record<string, string>; mustRefuse?: boolean };
type Result = Job & { outcome: Outcome; detail?: string; ms: number };

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]!.includes("=") ? args[i]!.split("=")[1] : args[i + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const lead = (marker: string) => ({
  firstName: "Load",
  lastName: "Tester",
  email: `${marker}@bench.example`,
  countryCode: "+44",
  phoneNumber: "20 7946 0718",
  natureOfEnquiry: "Sales",
  message: `Benchmark query ${marker}`,
});

const demo = (marker: string) => ({
  companyName: `Bench ${marker} Ltd`,
  dmFirstName: "Load",
  dmLastName: "Tester",
  dmTitle: "CISO",
  email: `${marker}@bench.example`,
  countryCode: "+971",
  phoneNumber: "501234567",
  country: "United Arab Emirates",
});

function plan(count: number, run: string): Job[] {
  const jobs: Job[] = [];
  const client = (i: number) => `10.${100 + Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
  for (let i = 0; i < count; i++) {
    const kind: Kind = i % 2 === 0 ? "lead" : "demo";
    const via: Via = i % 4 < 2 ? "api" : "action";
    const marker = `${run}-${via}-${kind}-${i}`;
    jobs.push({ marker, kind, via, client: client(i), payload: kind === "lead" ? lead(marker) : demo(marker) });
  }
  // Probes that must be refused and leave nothing behind.
  for (let i = 0; i < BURST; i++) {
    const marker = `${run}-burst-${i}`;
    jobs.push({ marker, kind: "lead", via: "action", client: "10.250.250.250", payload: lead(marker) });
  }
  for (const [i, kind] of (["lead", "demo", "lead", "demo"] as const).entries()) {
    const marker = `${run}-invalid-${i}`;
    const payload = kind === "lead" ? { ...lead(marker), message: " " } : { ...demo(marker), companyName: "x".repeat(500) };
    jobs.push({ marker, kind, via: "api", client: client(count + i), payload, mustRefuse: true });
  }
  // Interleave so that the probes run amid the load, not after it.
  return jobs.sort((a, b) => (hash(a.marker) - hash(b.marker)));
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The hidden fields of a form's server action ($ACTION_REF_1, $ACTION_1:0, $ACTION_KEY...), as a browser would post them. */
async function actionFields(base: string, page: string, formId: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}${page}`)).text();
  const form = new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? "";
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\s*\/?>/g)) fields[decode(m[1]!)] = decode(m[2] ?? "");
  if (!fields.$ACTION_KEY) throw new Error(`${page}: no progressively enhanced form #${formId} found`);
  return fields;
}

async function send(base: string, job: Job, hidden: Record<Kind, Record<string, string>>): Promise<Result> {
  const started = performance.now();
  const done = (outcome: Outcome, detail?: string): Result => ({ ...job, outcome, detail, ms: performance.now() - started });
  const headers = { "x-forwarded-for": job.client };
  try {
    if (job.via === "api") {
      const res = await fetch(`${base}/api/${job.kind}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(job.payload),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) return done("accepted");
      if (res.status >= 400 && res.status < 500) return done("rejected", `${res.status}`);
      return done("failed", `${res.status} ${text.slice(0, 200)}`);
    }
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...hidden[job.kind], ...job.payload, consent: "on" })) body.append(name, value);
    const page = job.kind === "lead" ? "/contact" : "/request-demo";
    // With the Origin a browser sends: Next checks it against the host (CSRF) and warns when it is missing.
    const res = await fetch(`${base}${page}`, { method: "POST", headers: { ...headers, origin: base }, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const html = await res.text();
    if (res.status !== 200) return done("failed", `${res.status}`);
    if (html.includes(SUCCESS[job.kind])) return done("accepted");
    if (html.includes(RATE_LIMITED)) return done("rejected", "rate limited");
    return done("failed", "no outcome in the page");
  } catch (error) {
    return done("failed", error instanceof Error ? error.message : String(error));
  }
}

async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function report(results: Result[], stored: Map<string, number>, seconds: number): boolean {
  const row = (label: string, rs: Result[]) =>
    `  ${label.padEnd(24)} ${String(rs.length).padStart(5)} ${String(rs.filter((r) => r.outcome === "accepted").length).padStart(9)} ${String(rs.filter((r) => r.outcome === "rejected").length).padStart(9)} ${String(rs.filter((r) => r.outcome === "failed").length).padStart(7)} ${String(rs.filter((r) => stored.has(r.marker)).length).padStart(7)}`;
  console.log(`\n  ${"way in".padEnd(24)} ${"sent".padStart(5)} ${"accepted".padStart(9)} ${"rejected".padStart(9)} ${"failed".padStart(7)} ${"stored".padStart(7)}`);
  for (const via of ["api", "action"] as const) {
    for (const kind of ["lead", "demo"] as const) {
      const label = via === "api" ? `POST /api/${kind}` : `action ${kind === "lead" ? "/contact" : "/request-demo"}`;
      console.log(row(label, results.filter((r) => r.via === via && r.kind === kind)));
    }
  }
  console.log(row("total", results));

  const accepted = results.filter((r) => r.outcome === "accepted");
  const rejected = results.filter((r) => r.outcome === "rejected");
  const failed = results.filter((r) => r.outcome === "failed");
  const known = new Set(results.map((r) => r.marker));
  const missing = accepted.filter((r) => !stored.has(r.marker));
  const duplicates = [...stored].filter(([, n]) => n > 1);
  const refusedButStored = rejected.filter((r) => stored.has(r.marker));
  const unknown = [...stored.keys()].filter((m) => !known.has(m));
  const probesAccepted = results.filter((r) => r.mustRefuse && r.outcome === "accepted");
  const burstAccepted = results.filter((r) => r.marker.includes("-burst-") && r.outcome === "accepted").length;
  const storedTotal = [...stored.values()].reduce((a, b) => a + b, 0);

  const ms = results.map((r) => r.ms);
  console.log(`\n  ${results.length} submissions in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(0)}/s); latency p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);
  console.log(`  accepted ${accepted.length} / rejected ${rejected.length} / failed ${failed.length} / stored ${storedTotal}`);

  const problems: string[] = [];
  if (storedTotal !== accepted.length) problems.push(`stored ${storedTotal} != accepted ${accepted.length}`);
  if (missing.length) problems.push(`accepted but not stored: ${missing.map((r) => r.marker).join(", ")}`);
  if (duplicates.length) problems.push(`stored more than once: ${duplicates.map(([m, n]) => `${m} x${n}`).join(", ")}`);
  if (refusedButStored.length) problems.push(`refused but stored: ${refusedButStored.map((r) => r.marker).join(", ")}`);
  if (unknown.length) problems.push(`stored but never sent: ${unknown.join(", ")}`);
  if (failed.length) problems.push(`failed: ${failed.slice(0, 10).map((r) => `${r.marker} (${r.detail})`).join(", ")}`);
  if (probesAccepted.length) problems.push(`invalid probes accepted: ${probesAccepted.map((r) => r.marker).join(", ")}`);
  if (burstAccepted !== FORMS_LIMIT) problems.push(`one client got ${burstAccepted} of ${BURST} burst posts through; the limit is ${FORMS_LIMIT}`);
  const validRefused = rejected.filter((r) => !r.mustRefuse && !r.marker.includes("-burst-"));
  if (validRefused.length) problems.push(`valid submissions refused: ${validRefused.slice(0, 10).map((r) => `${r.marker} (${r.detail})`).join(", ")}`);

  if (problems.length) {
    console.error(`\n  FAIL\n  - ${problems.join("\n  - ")}`);
    return false;
  }
  console.log("\n  OK: every accepted submission stored exactly once; nothing refused was stored.");
  return true;
}

async function main(): Promise<number> {
  const count = Math.min(option("count", 300), 2000);
  const concurrency = Math.max(1, Math.min(option("concurrency", 40), 200));
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(ROOT, distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
    return 2;
  }
  const port = option("port", 0) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "e7-bench-forms-"));
  const run = `b${Date.now().toString(36)}`;
  let server: Instance | undefined;
  const deadline = setTimeout(() => {
    console.error(`bench:forms: no result within ${RUN_TIMEOUT_MS / 1000} s, giving up`);
    if (server) void stopInstance(server, "SIGKILL");
    process.exit(1);
  }, RUN_TIMEOUT_MS);
  try {
    console.log(`bench:forms: server.mjs on 127.0.0.1:${port}, DATA_DIR ${dataDir}, ${count} valid submissions + ${BURST + 4} probes, ${concurrency} at a time`);
    // DATABASE_URL emptied: the rows are read back from the embedded store under dataDir, whatever the shell points at.
    server = await startInstance(port, dataDir, { RATE_LIMIT_FORMS: `${FORMS_LIMIT}/600`, DATABASE_URL: "" });
    const base = server.base;
    const hidden = { lead: await actionFields(base, "/contact", "contact-form"), demo: await actionFields(base, "/request-demo", "demo-form") };
    // Opens the database before the clock starts (the first open runs initdb and the migrations).
    const warm = await fetch(`${base}/api/lead`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await warm.text();

    const jobs = plan(count, run);
    const started = performance.now();
    const results = await pool(jobs, concurrency, (job) => send(base, job, hidden));
    const seconds = (performance.now() - started) / 1000;

    await stopInstance(server);
    const rows = listSubmissions(dataDir);
    const stored = new Map<string, number>();
    for (const row of rows) {
      const marker = String(row.email ?? "").replace(/@bench\.example$/, "");
      stored.set(marker, (stored.get(marker) ?? 0) + 1);
    }
    if (report(results, stored, seconds)) return 0;
    console.error(`\n  last lines of the server's log:\n${server.output().slice(-3000)}`);
    return 1;
  } finally {
    clearTimeout(deadline);
    if (server) await stopInstance(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("bench:forms failed:", error);
    process.exit(1);
  },
);
