import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, verifyWebhookSignature } from "./webhook/signature";
import type { WebhookPayload } from "./webhook/payload";

/**
 * A CRM's webhook endpoint for tests: verifies each request's signature over the raw body (400 when it does not
 * match), and keeps what it accepted. Duplicates are kept too, so a test can count them by delivery id.
 */

export type WebhookReceiver = {
  url: string;
  accepted: { deliveryId: string; payload: WebhookPayload }[];
  rejected: string[];
  close(): Promise<void>;
};

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const accepted: WebhookReceiver["accepted"] = [];
  const rejected: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const verdict = verifyWebhookSignature({ secret, body, header: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined ?? null });
      if (!verdict.ok) {
        rejected.push(verdict.reason);
        res.writeHead(400).end(verdict.reason);
        return;
      }
      accepted.push({ deliveryId: String(req.headers[DELIVERY_ID_HEADER.toLowerCase()]), payload: JSON.parse(body) as WebhookPayload });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/e7`,
    accepted,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
