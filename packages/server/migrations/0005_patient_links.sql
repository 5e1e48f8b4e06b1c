-- One-time links by which a patient joins a meeting (the join page, messages): scoped to one
-- meeting, expiring, revocable; only the SHA-256 of the token is stored.
CREATE TABLE patient_links (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  created_by uuid NOT NULL REFERENCES clinicians (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX patient_links_meeting_idx ON patient_links (meeting_id);
