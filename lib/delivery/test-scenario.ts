import { getDatabase } from "@/lib/db";
import { saveContactQuery, saveDemoRequest, saveJobApplication } from "@/lib/store/submissions";
import { makeApplication } from "@/lib/store/test-application";
import { docxBytes, fileOf, pdfBytes } from "@/lib/store/test-documents";
import type { SmtpSink } from "./test-smtp-sink";
import type { WebhookReceiver } from "./test-webhook-receiver";

/** Submissions and the checks on what arrived, shared by the delivery tests. */

export const MAIL_ENV = {
  MAIL_FROM: "E7 Website <no-reply@e7.example>",
  SALES_EMAIL: "sales@e7.example",
  CAREERS_EMAIL: "careers@e7.example",
  WEBHOOK_SECRET: "whsec-test-0123456789abcdef",
};

/** Fast retries so outages of seconds are tested in seconds. */
export const FAST_WORKER_ENV = {
  DELIVERY_POLL_MS: "100",
  DELIVERY_BACKOFF_MS: "100",
  DELIVERY_BACKOFF_MAX_MS: "1000",
  DELIVERY_MAX_ATTEMPTS: "1000",
  DELIVERY_LEASE_MS: "20000",
};

export const demoOf = (marker: string) => ({
  companyName: `Company ${marker}`, dmFirstName: "Sara", dmLastName: marker, dmTitle: "CISO", email: `${marker}@visitor.example`,
  countryCode: "+971", phoneNumber: "501234567", country: "United Arab Emirates",
});

export const leadOf = (marker: string) => ({
  firstName: "Tom", lastName: marker, email: `${marker}@visitor.example`, countryCode: "+44", phoneNumber: "7700900123",
  natureOfEnquiry: "Pricing", message: `Query ${marker}`,
});

/** Stores submission number `i` of a mixed run: demo requests, contact queries and applications in turn. */
export async function submitMixed(marker: string, i: number): Promise<string> {
  const kind = i % 3;
  if (kind === 0) return (await saveDemoRequest(demoOf(marker))).id;
  if (kind === 1) return (await saveContactQuery(leadOf(marker))).id;
  const app = makeApplication({ email: `${marker}@visitor.example`, lastName: marker });
  return (await saveJobApplication(app, { resume: fileOf(pdfBytes(), `${marker}.pdf`) })).id;
}

export type DeliveryRow = { id: string; channel: string; state: string; attempts: number; submissionId: string };

export async function deliveriesOf(submissionIds: readonly string[]): Promise<DeliveryRow[]> {
  const { rows } = await (await getDatabase()).query<DeliveryRow>(
    `SELECT id::text AS id, channel, state, attempts, submission_id::text AS "submissionId" FROM deliveries
     WHERE submission_id = ANY($1::uuid[]) ORDER BY created_at, id`,
    [submissionIds],
  );
  return rows;
}

/**
 * How often each delivery id arrived: by Message-ID (mail) and by E7-Delivery-Id (webhook). Part k of a split staff
 * mail counts as `id.k`.
 */
export function arrivals(smtp: SmtpSink, hook: WebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const mail of smtp.received) add(String(mail.parsed.messageId).replace(/^<|@.*$/g, ""));
  for (const call of hook.accepted) add(call.deliveryId);
  return counts;
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const applicationFiles = () => ({ resume: fileOf(pdfBytes(), "Ana Lima CV.pdf"), otherDoc: fileOf(docxBytes(), "references.docx") });
