import { z } from "zod";

/** Server-side settings, validated once. Unset optional values mean "use the embedded default". */
const schema = z.object({
  API_BASE_URL: z
    .url()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, "") : undefined)),
  NEXT_PUBLIC_SITE_URL: z
    .url()
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  REVALIDATE_SECRET: z.string().min(1).optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // Deliveries of submissions (docs/delivery.md). Without SMTP_URL and WEBHOOK_URL nothing is queued.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SALES_EMAIL: z.email().optional(),
  CAREERS_EMAIL: z.email().optional(),
  // Largest staff mail to hand the SMTP server, encoded (attachments grow by a third in base64). 20 MB fits the usual
  // 25 MB limits; an application whose documents do not fit goes as one mail per document (lib/delivery/mail/staff-parts.ts).
  MAIL_MAX_MESSAGE_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  WEBHOOK_URL: z.url().optional(),
  WEBHOOK_SECRET: z.string().min(16).optional(),
  DELIVERY_POLL_MS: z.coerce.number().int().positive().default(5000),
  DELIVERY_BACKOFF_MS: z.coerce.number().int().positive().default(30_000),
  DELIVERY_BACKOFF_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().positive().default(24),
  DELIVERY_LEASE_MS: z.coerce.number().int().positive().default(120_000),
});

export type Env = z.infer<typeof schema>;

function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    out[key] = value === undefined || value.trim() === "" ? undefined : value;
  }
  return out;
}

/** Read at call time, not import time, so tests and `next start` see the environment they were given. */
export function env(): Env {
  return schema.parse(blankToUndefined(process.env));
}

/** The public origin of the site, used for canonical URLs, sitemaps and Open Graph. */
export const siteUrl = (): string => env().NEXT_PUBLIC_SITE_URL;
