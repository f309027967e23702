import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Database } from "@/lib/db";
import { env } from "@/lib/env";
import { claimDue, markFailed, markSent, type ClaimedDelivery, type FailedState } from "./claims";
import type { DeliverySettings } from "./config";
import { deliver } from "./deliver";
import { judgeFailure, type FailureVerdict } from "./failure";
import { onQueued } from "./outbox";
import { applyRetryRequests } from "./retry-requests";

/**
 * The delivery loop every instance runs: claim what is due (a batch, sent concurrently), record each outcome, and
 * when nothing is due sleep until the next poll or until this process queues a delivery. Database errors (the
 * server restarting) are logged and the loop carries on; leases return whatever a stopped loop was holding.
 */

export type DeliveryWorker = { readonly id: string; wake(): void; stop(): Promise<void> };

export type WorkerOptions = { database: () => Promise<Database>; settings: DeliverySettings; batchSize?: number };

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One line per failed attempt, at the level an operator should act on: error only for what needs a person. */
function logFailure(delivery: ClaimedDelivery, state: FailedState, { error, final }: FailureVerdict, maxAttempts: number): void {
  const what = `Delivery ${delivery.id} (${delivery.channel} for ${delivery.submissionType} ${delivery.submissionId}), attempt ${delivery.attempts}`;
  const retry = `Retry: npm run submissions -- retry ${delivery.id}`;
  if (state === "pending") console.warn(`${what} failed, will retry: ${error}`);
  else if (state === "undeliverable") console.warn(`${what} is undeliverable, not retried (the visitor's address, not counted as dead): ${error}`);
  else if (final) console.error(`${what} is dead, not retried: ${error}. ${retry} once the cause is fixed.`);
  else console.error(`${what} failed and is dead after ${maxAttempts} attempts: ${error}. ${retry}`);
}

export function startDeliveryWorker({ database, settings, batchSize = 10 }: WorkerOptions): DeliveryWorker {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const { worker } = settings;
  let running = true;
  let wakeUp: (() => void) | undefined;
  let lastDbError = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function attempt(db: Database, delivery: ClaimedDelivery): Promise<void> {
    try {
      await deliver(db, delivery, settings, id);
    } catch (error) {
      const failure = judgeFailure(delivery.channel, error);
      const state = await markFailed(db, delivery, id, failure, worker);
      logFailure(delivery, state, failure, worker.maxAttempts);
      return;
    }
    await markSent(db, delivery.id);
  }

  async function loop(): Promise<void> {
    while (running) {
      let claimed: ClaimedDelivery[] = [];
      try {
        const db = await database();
        if (db.kind === "pglite") await applyRetryRequests(db, env().DATA_DIR);
        claimed = await claimDue(db, id, batchSize, worker.leaseMs);
        await Promise.all(claimed.map((delivery) => attempt(db, delivery)));
      } catch (error) {
        // One line a minute while the database is away, not one per poll.
        if (Date.now() - lastDbError > 60_000) console.error("Delivery worker: the database is unavailable, retrying:", message(error));
        lastDbError = Date.now();
        claimed = [];
      }
      if (running && claimed.length < batchSize) await sleep(worker.pollMs);
    }
  }

  const unsubscribe = onQueued(() => wakeUp?.());
  const done = loop();
  return {
    id,
    wake: () => wakeUp?.(),
    async stop() {
      running = false;
      unsubscribe();
      wakeUp?.();
      await done;
    },
  };
}
