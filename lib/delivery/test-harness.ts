import { getDatabase } from "@/lib/db";
import type { TestBackend } from "@/lib/db/testing";
import { deliverySettings } from "./config";
import { closeSmtpTransport } from "./mail/transport";
import { ADVERTISED_BYTES, startSmtpSink, type SmtpSink } from "./test-smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "./test-webhook-receiver";
import { arrivals, deliveriesOf, FAST_WORKER_ENV, MAIL_ENV } from "./test-scenario";
import { startDeliveryWorker, type DeliveryWorker } from "./worker";

/**
 * The delivery suites' fixture: a database backend, a real SMTP server and a webhook receiver, the environment that
 * points the site at them (plus `env`), and a running worker. Registers its own beforeAll/afterAll/beforeEach; the
 * returned object's fields are set once beforeAll has run.
 */
export type DeliveryHarness = {
  smtp: SmtpSink;
  hook: WebhookReceiver;
  worker: DeliveryWorker;
  startWorker(): DeliveryWorker;
  /** Every delivery of these submissions sent and arrived. */
  allArrived(ids: readonly string[]): () => Promise<boolean>;
  mailTo(address: string): SmtpSink["received"];
};

export function useDeliveryHarness(backend: TestBackend, env: Record<string, string> = {}): DeliveryHarness {
  const saved = { ...process.env };
  const h = {
    startWorker: () => (h.worker = startDeliveryWorker({ database: getDatabase, settings: deliverySettings() })),
    allArrived: (ids: readonly string[]) => async () => {
      const rows = await deliveriesOf(ids);
      const counts = arrivals(h.smtp, h.hook);
      return rows.length > 0 && rows.every((r) => r.state === "sent") && rows.every((r) => counts.has(r.id) || counts.has(`${r.id}.1`));
    },
    mailTo: (address: string) => h.smtp.received.filter((m) => m.rcptTo.includes(address)),
  } as DeliveryHarness;

  beforeAll(async () => {
    await backend.setUp();
    h.smtp = await startSmtpSink();
    h.hook = await startWebhookReceiver(MAIL_ENV.WEBHOOK_SECRET);
    Object.assign(process.env, MAIL_ENV, FAST_WORKER_ENV, { SMTP_URL: h.smtp.url, WEBHOOK_URL: h.hook.url }, env);
    // Failed attempts are logged; the outage tests make hundreds.
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    h.startWorker();
  });
  afterAll(async () => {
    await h.worker.stop();
    closeSmtpTransport();
    await h.smtp.stop();
    await h.hook.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    await backend.tearDown();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    h.smtp.received.length = 0;
    h.smtp.refusals.clear();
    h.smtp.maxMessageBytes = Infinity;
    h.smtp.advertisedBytes = ADVERTISED_BYTES;
    h.hook.accepted.length = 0;
    h.hook.rejected.length = 0;
  });
  return h;
}
