/**
 * A delivery the mail server refused permanently for its recipient's address (a visitor's confirmation to a mistyped
 * or closed mailbox, lib/delivery/failure.ts) ends `undeliverable`: finished like `dead`, but nothing an operator can
 * fix, so health reports it apart and alerts on `dead` stay meaningful. The column's CHECK from 0003 is replaced
 * (PostgreSQL named it `deliveries_state_check`).
 */
export const up = `
ALTER TABLE deliveries DROP CONSTRAINT deliveries_state_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_state_check CHECK (state IN ('pending', 'sent', 'dead', 'undeliverable'));
`;
