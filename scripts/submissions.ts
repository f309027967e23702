/**
 * Staff access to what the site has received (demo requests, contact queries, job applications).
 *   npm run submissions -- list   [--type demo|lead|application] [--format table|csv|json]
 *   npm run submissions -- export [--type demo|lead|application] [--format csv|json] [--out DIR]
 *   npm run submissions -- deliveries [--state pending|sent|dead|undeliverable]
 *   npm run submissions -- retry ID | --dead
 * Without --out, export prints to stdout (one --type for CSV). With --out it writes one file per type and the
 * applicants' resumes and other documents (kept in the database) next to them. Reads DATABASE_URL / DATA_DIR like the
 * site, so run against any instance's settings it exports everything every instance accepted.
 */
import { cpSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrate } from "@/lib/db/migrate";
import type { Database } from "@/lib/db/types";
import { env } from "@/lib/env";
import { requestRetry } from "@/lib/delivery/retry-requests";
import { DELIVERY_STATES, listDeliveries, partlySent, retryDelivery, type DeliveryState } from "@/lib/delivery/staff";
import { readStoredDocument } from "@/lib/store/documents";
import { toCsv, toJson, writeExport, type ExportFormat } from "@/lib/store/export";
import { importLegacyUploads } from "@/lib/store/legacy-uploads";
import { listSubmissions, SUBMISSION_TYPES, type SubmissionRecord, type SubmissionType } from "@/lib/store/submission-records";

const LABELS: Record<SubmissionType, string> = { demo: "Demo requests", lead: "Contact queries", application: "Job applications" };
const USAGE = `Usage:
  npm run submissions -- list   [--type demo|lead|application] [--format table|csv|json]
  npm run submissions -- export [--type demo|lead|application] [--format csv|json] [--out DIR]
  npm run submissions -- deliveries [--state pending|sent|dead|undeliverable]
  npm run submissions -- retry ID | --dead`;

type Options = { command: "list" | "export"; types: SubmissionType[]; format: "table" | ExportFormat; out?: string };

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (command !== "list" && command !== "export") fail(command ? `Unknown command '${command}'.` : "Give a command.");
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const match = /^--(type|format|out)(?:=(.*))?$/.exec(rest[i]!);
    if (!match) fail(`Unknown option '${rest[i]}'.`);
    const value = match[2] ?? rest[++i];
    if (value === undefined) fail(`--${match[1]} needs a value.`);
    flags[match[1]!] = value;
  }
  if (flags.type && !(SUBMISSION_TYPES as readonly string[]).includes(flags.type)) fail(`Unknown type '${flags.type}'.`);
  const types = flags.type ? [flags.type as SubmissionType] : [...SUBMISSION_TYPES];
  const format = (flags.format ?? (command === "list" ? "table" : "csv")) as Options["format"];
  const allowed = command === "list" ? ["table", "csv", "json"] : ["csv", "json"];
  if (!allowed.includes(format)) fail(`Unknown format '${format}' for ${command}.`);
  if (!flags.out && format === "csv" && types.length > 1) fail("CSV to stdout needs one --type (or give --out DIR).");
  return { command, types, format, out: flags.out };
}

/**
 * PGlite allows one process per data directory, and the site may be running: the command reads a copy, so the
 * live database is never opened twice. A PostgreSQL server is read directly.
 */
async function openForReading(): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const db = await (await import("@/lib/db/postgres")).openPostgres(DATABASE_URL);
    return { db, cleanup: () => db.close() };
  }
  const snapshot = await mkdtemp(path.join(os.tmpdir(), "e7-submissions-"));
  const live = path.resolve(DATA_DIR, "pglite");
  const exists = await stat(live).then(() => true, () => false);
  // A thousand small files: the synchronous copy takes about a third of the time of fs.promises' (whose every file
  // and directory is a round of the event loop), and a command has nothing else to do meanwhile.
  if (exists) cpSync(live, path.join(snapshot, "pglite"), { recursive: true });
  const db = await (await import("@/lib/db/pglite")).openPglite(path.join(snapshot, "pglite"));
  return { db, cleanup: async () => { await db.close(); await rm(snapshot, { recursive: true, force: true }); } };
}

function summary(type: SubmissionType, r: SubmissionRecord): string {
  const name = type === "demo" ? `${r.dmFirstName} ${r.dmLastName ?? ""}`.trim() : `${r.firstName} ${r.lastName}`;
  const detail = type === "demo" ? `company: ${r.companyName}` : type === "lead" ? `enquiry: ${r.natureOfEnquiry ?? "-"}` : `job: ${r.jobId}`;
  // The language of the visitor's pages, the one to answer in.
  return `  ${r.createdAt}  ${r.id}  ${name} <${r.email}>  ${detail}  language: ${r.locale ?? "en"}`;
}

async function run(options: Options): Promise<void> {
  const { db, cleanup } = await openForReading();
  try {
    await migrate(db);
    // The site imports files of applications from before they moved into the database when it opens it; so does this
    // command, in case it runs first (into its snapshot with PGlite, so the site still imports them itself).
    const legacy = await importLegacyUploads(db);
    if (legacy.missing) console.error(`${legacy.missing} applicants' files from before they moved into the database are neither in it nor in this DATA_DIR/uploads (exported as "(missing)"): run this with, or start, the instance whose DATA_DIR/uploads holds them.`);
    const data = await Promise.all(options.types.map(async (type) => [type, await listSubmissions(type, db)] as const));
    if (options.command === "export" && options.out) {
      const readDocument = (storedName: string) => readStoredDocument(db, storedName);
      for (const [type, records] of data) {
        const written = await writeExport(options.out, type, records, options.format as ExportFormat, readDocument);
        console.log(`${LABELS[type]}: ${records.length} exported to ${written[0]}${written.length > 1 ? ` (+${written.length - 1} files)` : ""}`);
      }
      return;
    }
    if (options.format === "json") {
      process.stdout.write(options.types.length === 1 ? toJson(data[0]![1]) : toJson(data.flatMap(([type, records]) => records.map((r) => ({ type, ...r })))));
    } else if (options.format === "csv") {
      for (const [, records] of data) process.stdout.write(toCsv(records));
    } else {
      for (const [type, records] of data) {
        console.log(`${LABELS[type]} (${records.length})`);
        for (const record of records) console.log(summary(type, record));
      }
    }
  } finally {
    await cleanup();
  }
}

/**
 * Every dead delivery starts over: after fixing what refused them (a mistyped SALES_EMAIL makes every staff mail dead
 * at its first attempt, docs/delivery.md), one command instead of one per id. Undeliverable ones are left alone.
 */
async function retryAllDead(): Promise<void> {
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, cleanup } = await openForReading();
  try {
    await migrate(db);
    const dead = await listDeliveries(db, "dead");
    for (const d of dead) {
      if (DATABASE_URL) await retryDelivery(db, d.id);
      else await requestRetry(DATA_DIR, d.id);
    }
    const how = DATABASE_URL ? "pending again, due now" : "requested: the running site applies them within DELIVERY_POLL_MS (or when it next starts)";
    console.log(`${dead.length} dead ${dead.length === 1 ? "delivery" : "deliveries"} ${how}.`);
  } finally {
    await cleanup();
  }
}

/** The outbox (docs/delivery.md): list deliveries, or start a dead (or undeliverable) one over. */
async function runDeliveries([command, ...rest]: string[]): Promise<void> {
  if (command === "retry" && rest.length === 1 && rest[0] === "--dead") return retryAllDead();
  if (command === "retry") {
    const id = rest[0];
    if (!id || rest.length > 1) fail("retry needs one delivery ID (or --dead).");
    const { DATABASE_URL, DATA_DIR } = env();
    if (!DATABASE_URL) {
      if (!(await requestRetry(DATA_DIR, id))) fail(`No delivery ${id}.`);
      console.log(`Retry of ${id} requested: the running site applies it within DELIVERY_POLL_MS (or when it next starts).`);
      return;
    }
    const db = await (await import("@/lib/db/postgres")).openPostgres(DATABASE_URL);
    try {
      const outcome = await retryDelivery(db, id);
      if (outcome !== "queued") fail(outcome === "already-sent" ? `Delivery ${id} was already sent.` : `No delivery ${id}.`);
      console.log(`Delivery ${id} is pending again, due now.`);
    } finally {
      await db.close();
    }
    return;
  }
  const match = rest.length ? /^--state(?:=(.*))?$/.exec(rest[0]!) : null;
  if (rest.length && !match) fail(`Unknown option '${rest[0]}'.`);
  const state = match ? (match[1] ?? rest[1]) : undefined;
  if (state !== undefined && !(DELIVERY_STATES as readonly string[]).includes(state)) fail(`Unknown state '${state}'.`);
  const { db, cleanup } = await openForReading();
  try {
    await migrate(db);
    const deliveries = await listDeliveries(db, state as DeliveryState | undefined);
    console.log(`Deliveries${state ? ` (${state})` : ""}: ${deliveries.length}`);
    for (const d of deliveries) {
      // A finished delivery (dead, undeliverable) shows why it ended: the last error is the mail server's refusal.
      const when = d.state === "sent" ? `  sent ${d.sentAt}` : d.state === "pending" ? `  next ${d.nextAttemptAt}` : "";
      const parts = partlySent(d);
      console.log(`  ${d.createdAt}  ${d.id}  ${d.state.padEnd(13)} ${d.channel.padEnd(17)} ${d.submission}  attempts ${d.attempts}${parts ? `  ${parts}` : ""}${when}${d.lastError && d.state !== "sent" ? `  last error: ${d.lastError}` : ""}`);
    }
  } finally {
    await cleanup();
  }
}

const argv = process.argv.slice(2);
(argv[0] === "deliveries" || argv[0] === "retry" ? runDeliveries(argv) : run(parseArgs(argv))).catch((error: unknown) => {
  console.error("submissions:", error instanceof Error ? error.message : error);
  process.exit(1);
});
