-- Files the clinician attaches to a message to the patient (issue 7; seed 000 §5). Uploaded first, linked to the
-- message when it is sent; an upload never sent stays unlinked (and unseen by the patient).
CREATE TABLE message_attachments (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  uploaded_by uuid NOT NULL REFERENCES clinicians (id),
  message_id uuid REFERENCES conversation_messages (id),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);
CREATE INDEX message_attachments_meeting_idx ON message_attachments (meeting_id);
