import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures, as Stripe does them: header `E7-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * Signing the timestamp with the body lets a receiver refuse a replay of an old request; see docs/delivery.md.
 */

export const SIGNATURE_HEADER = "E7-Signature";
export const DELIVERY_ID_HEADER = "E7-Delivery-Id";

const hmac = (secret: string, timestamp: number, body: string): string =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type Verification = { ok: true; timestamp: number } | { ok: false; reason: string };

/**
 * What a receiver runs on the raw body (before any JSON parsing): the signature must match and the timestamp be
 * within `toleranceSeconds` of now. Several v1 values are accepted (a sender may sign with an old and a new secret).
 */
export function verifyWebhookSignature(
  { secret, body, header, toleranceSeconds = 300, now = Date.now() }: { secret: string; body: string; header: string | null; toleranceSeconds?: number; now?: number },
): Verification {
  if (!header) return { ok: false, reason: "no signature header" };
  const parts = header.split(",").map((part) => part.trim().split("=", 2) as [string, string?]);
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { ok: false, reason: "malformed signature header" };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: "timestamp outside the tolerance" };
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, timestamp } : { ok: false, reason: "signature does not match" };
}
