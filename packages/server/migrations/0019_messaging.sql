-- Asynchronous messaging with the patient (seed 002 §7 Messaging, seed 000 §7 send message; issue 7). One
-- conversation per meeting, between its clinician and its patient, who answers from the meeting's one-time link.
CREATE TABLE conversations (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL UNIQUE REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_clinician_idx ON conversations (clinician_id, created_at);

CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  sender_role text NOT NULL CHECK (sender_role IN ('CLINICIAN', 'PATIENT')),
  sender_clinician_id uuid REFERENCES clinicians (id),
  subject text,
  body text NOT NULL,
  has_button boolean NOT NULL DEFAULT false,
  button_type text,
  sent_at timestamptz NOT NULL DEFAULT now(),
  -- Read by the side that did not send it; null while unread (mark unread sets it back).
  read_at timestamptz
);
CREATE INDEX conversation_messages_conversation_idx ON conversation_messages (conversation_id, sent_at);
