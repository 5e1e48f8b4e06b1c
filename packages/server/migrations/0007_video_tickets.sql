-- Tickets that admit one side (clinician or patient) of one meeting to its video room's signalling.
-- Only the SHA-256 of the ticket is stored.
CREATE TABLE video_tickets (
  token_hash text PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  role text NOT NULL CHECK (role IN ('clinician', 'patient')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX video_tickets_meeting_idx ON video_tickets (meeting_id);
