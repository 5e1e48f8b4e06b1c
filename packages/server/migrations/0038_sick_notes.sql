-- The Swedish sick note (issue 18; seed 002 §7 webcertsicknote): konsult's record of each certificate the doctor
-- signed at the certificate service, with its fields as signed (FK 7804 "Läkarintyg för sjukpenning") and the
-- service's certificate id. The id is the client's request id, so a retried send finds the certificate already signed.
CREATE TABLE sick_notes (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  clinician_name text NOT NULL,
  certificate_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('SIGNED')),
  certificate jsonb NOT NULL,
  message_body text NOT NULL,
  patient_message_id uuid,
  signed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sick_notes_meeting_idx ON sick_notes (meeting_id);
CREATE INDEX sick_notes_patient_idx ON sick_notes (patient_id, created_at);

-- The embedded certificate service (architecture §6): the certificates it received and signed. Another system's
-- record, so it names the issuer and patient by value rather than by reference.
CREATE TABLE certificate_service_certificates (
  certificate_id text PRIMARY KEY,
  request_id uuid NOT NULL UNIQUE,
  kind text NOT NULL,
  patient_id_number text NOT NULL,
  issuer_id uuid NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('SIGNED')),
  signed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
