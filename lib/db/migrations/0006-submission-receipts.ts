/**
 * One row per submission sent with a key (lib/forms/submission-key.ts): a visitor whose answer was lost on the way
 * back (the connection dropped after the server had stored the form) sends the same form again with the same key, and
 * is answered as the first time instead of storing it twice. With the built-in store the receipt is written in the
 * transaction that stores the submission (`submission_id` is its row); in front of an API host, once the host has
 * accepted it (no id: the host keeps its own). The key already binds the content, so an edited form is a new one.
 * An upload that became part of an application is kept without its bytes until it expires (`used_at`): a visitor who
 * reloads the form after a lost answer finds it still uploaded, so the form they send again is recognised as the same.
 */
export const up = `
CREATE TABLE submission_receipts (
  key            text PRIMARY KEY,
  type           text NOT NULL CHECK (type IN ('demo', 'lead', 'application')),
  submission_id  uuid,
  created_at     timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE uploads ADD COLUMN used_at timestamptz;
`;
