/**
 * How far a staff mail sent as parts got (one e-mail per document, lib/delivery/mail/staff-parts.ts): after each part
 * the mail server accepted, `parts_sent` of `parts_total`. The next attempt, or a staff retry, sends only the parts
 * after it, so recruiting does not receive a 10 MB resume again because the other document's e-mail was refused.
 * Both NULL for a delivery sent as one message (every row before this migration).
 */
export const up = `
ALTER TABLE deliveries ADD COLUMN parts_sent integer;
ALTER TABLE deliveries ADD COLUMN parts_total integer;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_parts_check
  CHECK ((parts_sent IS NULL AND parts_total IS NULL) OR (parts_sent IS NOT NULL AND parts_total IS NOT NULL AND parts_sent BETWEEN 1 AND parts_total));
`;
