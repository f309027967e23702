/**
 * The outbox (lib/delivery): one row per message a stored submission must cause (mail to staff, confirmation to the
 * visitor, webhook), inserted in the same transaction as the submission. `id` is the delivery's stable id: the
 * e-mail's Message-ID and the webhook's E7-Delivery-Id, the same on every attempt. A worker holds a row by its lease
 * (`locked_until`); a lease that runs out (the instance died) makes the row claimable again.
 */
export const up = `
CREATE TABLE deliveries (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_type text NOT NULL CHECK (submission_type IN ('demo', 'lead', 'application')),
  submission_id   uuid NOT NULL,
  channel         text NOT NULL CHECK (channel IN ('staff-mail', 'confirmation-mail', 'webhook')),
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  locked_by       text,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  UNIQUE (submission_type, submission_id, channel)
);

CREATE INDEX deliveries_pending_idx ON deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX deliveries_state_created_idx ON deliveries (state, created_at);
`;
