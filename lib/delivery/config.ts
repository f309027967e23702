import { z } from "zod";
import { env } from "@/lib/env";

/**
 * Which deliveries a stored submission gets, from the environment (docs/delivery.md). A half-configured channel is a
 * mistake that would silently drop mail, so it is refused: the server does not start (see instrumentation.ts).
 */

export type MailAddress = { name: string; address: string };

/** `maxMessageBytes`: MAIL_MAX_MESSAGE_BYTES, the encoded size a staff mail must fit in (./mail/staff-parts.ts). */
export type MailSettings = { smtpUrl: string; from: MailAddress; sales: string; careers: string; maxMessageBytes: number };
export type WebhookSettings = { url: string; secret: string };
export type WorkerSettings = { pollMs: number; backoffMs: number; backoffMaxMs: number; maxAttempts: number; leaseMs: number };
export type DeliverySettings = { mail?: MailSettings; webhook?: WebhookSettings; worker: WorkerSettings };

export class DeliveryConfigError extends Error {}

/** `Name <address>` or a bare address; the name defaults to the site's. */
function parseFrom(value: string): MailAddress {
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) throw new DeliveryConfigError(`MAIL_FROM is not an e-mail address: '${value}'`);
  return { name: match?.[1]?.trim() || "E7 website", address };
}

export function deliverySettings(): DeliverySettings {
  const e = env();
  const worker = {
    pollMs: e.DELIVERY_POLL_MS,
    backoffMs: e.DELIVERY_BACKOFF_MS,
    backoffMaxMs: e.DELIVERY_BACKOFF_MAX_MS,
    maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
    leaseMs: e.DELIVERY_LEASE_MS,
  };
  let mail: MailSettings | undefined;
  if (e.SMTP_URL) {
    const missing = (["MAIL_FROM", "SALES_EMAIL", "CAREERS_EMAIL"] as const).filter((key) => !e[key]);
    if (missing.length) throw new DeliveryConfigError(`SMTP_URL is set, so ${missing.join(", ")} must be set too`);
    mail = { smtpUrl: e.SMTP_URL, from: parseFrom(e.MAIL_FROM!), sales: e.SALES_EMAIL!, careers: e.CAREERS_EMAIL!, maxMessageBytes: e.MAIL_MAX_MESSAGE_BYTES };
  }
  let webhook: WebhookSettings | undefined;
  if (e.WEBHOOK_URL) {
    if (!e.WEBHOOK_SECRET) throw new DeliveryConfigError("WEBHOOK_URL is set, so WEBHOOK_SECRET (16 characters or more) must be set too");
    webhook = { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET };
  }
  return { mail, webhook, worker };
}

export const notificationsOn = (settings: DeliverySettings): boolean => Boolean(settings.mail || settings.webhook);
