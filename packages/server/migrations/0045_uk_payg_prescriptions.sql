-- The UK pay-as-you-go prescription (issue 19; seed 000 §4, §5, §7): the signed prescription the GP uploaded as a
-- PDF, kept with the meeting until it is sent (UPLOADED), then SENT with when, by whom and the patient's message that
-- carries it. The bytes are kept here while it is unsent (at most 10,000,000, checked before the insert); once sent,
-- the one copy is the message attachment the patient got (attachment_id) and the bytes here are cleared.
CREATE TABLE uk_payg_prescriptions (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  uploaded_by uuid NOT NULL REFERENCES clinicians(id),
  file_name text NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 10000000),
  page_count integer,
  bytes bytea,
  status text NOT NULL CHECK (status IN ('UPLOADED', 'SENT')),
  sent_by uuid REFERENCES clinicians(id),
  sent_by_name text,
  sent_at timestamptz,
  patient_message_id uuid,
  attachment_id uuid REFERENCES message_attachments(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One copy: the bytes here, or (sent) the patient's attachment.
  CHECK ((bytes IS NULL) = (attachment_id IS NOT NULL))
);
CREATE INDEX uk_payg_prescriptions_meeting_idx ON uk_payg_prescriptions (meeting_id, created_at);
CREATE INDEX uk_payg_prescriptions_patient_idx ON uk_payg_prescriptions (patient_id, created_at);
