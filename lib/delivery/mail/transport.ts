import nodemailer, { type Transporter } from "nodemailer";

/**
 * One pooled SMTP transport per SMTP_URL and process. Timeouts stay well under the delivery lease
 * (DELIVERY_LEASE_MS), so a hanging server fails the attempt before another worker may take the row over.
 */
const slot = globalThis as typeof globalThis & { __e7Smtp?: { url: string; transport: Transporter } };

export function smtpTransport(url: string): Transporter {
  if (slot.__e7Smtp?.url !== url) {
    slot.__e7Smtp?.transport.close();
    const transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    slot.__e7Smtp = { url, transport };
  }
  return slot.__e7Smtp.transport;
}

export function closeSmtpTransport(): void {
  slot.__e7Smtp?.transport.close();
  slot.__e7Smtp = undefined;
}
