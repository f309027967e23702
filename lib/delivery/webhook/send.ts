import type { WebhookSettings } from "../config";
import type { LoadedSubmission } from "../submission-view";
import { webhookPayload } from "./payload";
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signature";

/** Posts one signed delivery; any answer but 2xx (or no answer within the timeout) is a failed attempt. */
export async function postWebhook(settings: WebhookSettings, deliveryId: string, submission: LoadedSubmission, timeoutMs = 15_000): Promise<void> {
  const body = JSON.stringify(webhookPayload(deliveryId, submission));
  const response = await fetch(settings.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "E7-Website-Webhook/1",
      [DELIVERY_ID_HEADER]: deliveryId,
      [SIGNATURE_HEADER]: signatureHeader(settings.secret, body),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook receiver answered ${response.status}`);
}
