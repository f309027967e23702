import { up as submissions } from "./0001-submissions";
import { up as applicationFiles } from "./0002-application-files";
import { up as deliveries } from "./0003-deliveries";
import { up as uploads } from "./0004-uploads";
import { up as submissionLocale } from "./0005-submission-locale";
import { up as submissionReceipts } from "./0006-submission-receipts";
import { up as undeliverableDeliveries } from "./0007-undeliverable-deliveries";
import { up as deliveryParts } from "./0008-delivery-parts";

/**
 * Schema changes, applied in order and recorded in `schema_migrations`. Append only: never edit a migration that
 * has shipped. Kept as TypeScript strings so they travel with the server bundle.
 */
export const migrations: readonly { id: string; sql: string }[] = [
  { id: "0001-submissions", sql: submissions },
  { id: "0002-application-files", sql: applicationFiles },
  { id: "0003-deliveries", sql: deliveries },
  { id: "0004-uploads", sql: uploads },
  { id: "0005-submission-locale", sql: submissionLocale },
  { id: "0006-submission-receipts", sql: submissionReceipts },
  { id: "0007-undeliverable-deliveries", sql: undeliverableDeliveries },
  { id: "0008-delivery-parts", sql: deliveryParts },
];
