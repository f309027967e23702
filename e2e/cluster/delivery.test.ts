/**
 * `npm run test:cluster`: deliveries (docs/delivery.md) with two instances behind nginx sharing PostgreSQL. A real
 * SMTP server and a webhook receiver run in this process. Instance 1 is killed (SIGKILL) while it holds deliveries
 * it has handed to the SMTP server but not yet recorded as sent: instance 2 takes them over when their lease runs
 * out, every delivery arrives, and a message that arrives twice carries the same delivery id both times.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { Client } from "pg";
import { startSmtpSink, type SmtpSink } from "@/lib/delivery/test-smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/delivery/test-webhook-receiver";
import { arrivals } from "@/lib/delivery/test-scenario";
import { addClusterEnv, cluster, DATABASE_URL, freshCluster, instancePid, NGINX, removeCluster, ROOT, waitFor } from "./cluster-control";
import { submitApplication } from "./submissions";

const SECRET = "whsec-cluster-0123456789abcdef";
const COUNT = 20;
const RUN = `dlv${Date.now().toString(36)}`;

let smtp: SmtpSink;
let hook: WebhookReceiver;

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

type Row = { id: string; state: string; attempts: number; locked_by: string | null };
const deliveriesOfRun = () =>
  query<Row>(
    `SELECT d.id::text AS id, d.state, d.attempts, d.locked_by FROM deliveries d
     JOIN job_applications a ON a.id = d.submission_id WHERE a.email LIKE $1`,
    [`${RUN}-%`],
  );

before(async () => {
  smtp = await startSmtpSink();
  hook = await startWebhookReceiver(SECRET);
  addClusterEnv({
    SMTP_URL: smtp.url,
    MAIL_FROM: "E7 Website <no-reply@e7.example>",
    SALES_EMAIL: "sales@e7.example",
    CAREERS_EMAIL: "careers@e7.example",
    WEBHOOK_URL: hook.url,
    WEBHOOK_SECRET: SECRET,
    DELIVERY_POLL_MS: "500",
    DELIVERY_BACKOFF_MS: "500",
    DELIVERY_BACKOFF_MAX_MS: "2000",
    DELIVERY_LEASE_MS: "6000",
  });
  await freshCluster();
});

after(async () => {
  await removeCluster();
  await smtp.stop();
  await hook.close();
});

describe("deliveries across two instances", () => {
  it("an instance killed mid-delivery: every delivery arrives, duplicates carry the same id", async () => {
    // Each message is recorded at once but acknowledged only after 1.5 s, so a sender killed in that window leaves
    // messages that arrived unconfirmed.
    smtp.ackDelayMs = 1_500;
    const markers = Array.from({ length: COUNT }, (_, i) => `${RUN}-${i}`);
    const acknowledged = await Promise.all(markers.map((m) => submitApplication(NGINX, m)));
    assert.deepEqual(acknowledged.filter((ok) => !ok), [], "every application was acknowledged");

    const pid = await instancePid(1);
    let held: Row[] = [];
    await waitFor(async () => {
      held = (await deliveriesOfRun()).filter((d) => d.state === "pending" && d.locked_by?.includes(`:${pid}:`));
      return held.length > 0 && smtp.received.length > 0;
    }, 30_000, "instance 1 to be delivering");
    await cluster("instance", "kill", "1");
    smtp.ackDelayMs = 100;

    await waitFor(async () => {
      const rows = await deliveriesOfRun();
      return rows.length === COUNT * 3 && rows.every((d) => d.state === "sent");
    }, 90_000, "every delivery to be sent");

    const rows = await deliveriesOfRun();
    const counts = arrivals(smtp, hook);
    assert.deepEqual(rows.filter((d) => !counts.has(d.id)).map((d) => d.id), [], "every delivery arrived");
    // Nothing arrived under an id that is not one of the deliveries: a duplicate is the same delivery again.
    const ids = new Set(rows.map((d) => d.id));
    const foreign = [...counts.keys()].filter((id) => !ids.has(id));
    assert.deepEqual(foreign, [], "no message without its delivery id");
    const heldAgain = held.filter((h) => (rows.find((d) => d.id === h.id)?.attempts ?? 0) >= 2);
    assert.equal(heldAgain.length, held.length, "what the killed instance held was taken over after its lease ran out");
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    console.log(`deliveries: ${rows.length}; held by the killed instance: ${held.length}; arrived twice (same id): ${duplicates}`);

    const staff = smtp.received.filter((m) => m.rcptTo.includes("careers@e7.example"));
    assert.ok(staff.every((m) => m.parsed.attachments.length === 1), "each application's mail carries its resume");
  });

  it("staff see the outbox empty: health on the surviving instance and the CLI", async () => {
    const health = (await (await fetch(`${NGINX}/api/health`)).json()) as { ok: boolean; outbox: { pending: number; dead: number } };
    assert.equal(health.ok, true);
    assert.equal(health.outbox.pending, 0);
    assert.equal(health.outbox.dead, 0);
    const { stdout } = await promisify(execFile)(`${ROOT}/node_modules/.bin/tsx`, ["scripts/submissions.ts", "deliveries", "--state", "dead"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL },
    });
    assert.match(stdout, /^Deliveries \(dead\): 0$/m);
  });
});
