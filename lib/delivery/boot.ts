import { getDatabase } from "@/lib/db";
import { deliverySettings, notificationsOn } from "./config";
import { logIfNotificationsOff } from "./outbox";
import { startDeliveryWorker, type DeliveryWorker } from "./worker";

/**
 * Called once as each server process starts (instrumentation.ts). Throws on a half-configured channel, so a site that
 * would silently drop mail does not start. One worker per process, kept on globalThis like the database.
 */
const slot = globalThis as typeof globalThis & { __e7DeliveryWorker?: DeliveryWorker };

export function startDeliveries(): void {
  const settings = deliverySettings();
  logIfNotificationsOff(settings);
  if (!notificationsOn(settings) || slot.__e7DeliveryWorker) return;
  slot.__e7DeliveryWorker = startDeliveryWorker({ database: getDatabase, settings });
  const channels = [settings.mail && "e-mail", settings.webhook && "webhook"].filter(Boolean).join(" and ");
  console.info(`Delivering submissions by ${channels} (worker ${slot.__e7DeliveryWorker.id})`);
}
