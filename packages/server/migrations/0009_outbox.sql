-- Transactional outbox (architecture §5): a message to an external system (SMS gateway, push
-- service, ...) is inserted in the same transaction as the change that causes it, and a worker
-- delivers it afterwards with retries. The idempotency key travels with every attempt, so a
-- receiver can drop a repeat (delivery is at least once).
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- A pending row is due from here: later after each failed attempt, and while a worker holds it.
  available_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  -- Whom and what the message is about, for the audit trail and the development outbox page.
  patient_id uuid REFERENCES patients (id),
  meeting_id uuid REFERENCES meetings (id)
);
-- The worker's scan: only pending rows, by when they are due.
CREATE INDEX outbox_pending_idx ON outbox (available_at) WHERE status = 'pending';
-- The SMS cooldown and the development page: a meeting's messages, newest first.
CREATE INDEX outbox_meeting_idx ON outbox (meeting_id, topic, created_at);

-- Wakes the workers of every server instance as soon as the inserting transaction commits.
CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konsult_outbox', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER outbox_inserted AFTER INSERT ON outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox();
