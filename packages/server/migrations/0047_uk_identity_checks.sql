-- UK identity checks the patient tab shows (issue 19; seed 001 §7): the records an identity service holds about a GB
-- patient besides the clinician's own check (verification_events): knowledge-based verification sessions, NHS
-- tracing on the Spine (PDS) with whether a Summary Care Record was found, and photo-ID (Onfido) checks.

-- A KBV session: questions drawn from the patient's credit and public records. EXPIRED is not stored: an open session
-- past expires_at reads as expired.
CREATE TABLE uk_kbv_sessions (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  status text NOT NULL CHECK (status IN ('NOT_STARTED', 'IN_PROGRESS', 'PASSED', 'FAILED')),
  questions_total integer NOT NULL CHECK (questions_total BETWEEN 1 AND 20),
  questions_answered integer NOT NULL CHECK (questions_answered BETWEEN 0 AND questions_total),
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz,
  expires_at timestamptz NOT NULL,
  CHECK ((status = 'NOT_STARTED') = (started_at IS NULL)),
  CHECK ((status IN ('PASSED', 'FAILED')) = (completed_at IS NOT NULL)),
  CHECK (status <> 'NOT_STARTED' OR questions_answered = 0)
);
CREATE INDEX uk_kbv_sessions_patient_idx ON uk_kbv_sessions (patient_id, created_at);

-- An NHS tracing of the patient on PDS: the NHS number it returned (null: no match) and whether a Summary Care Record
-- was found for it (never without a traced number).
CREATE TABLE uk_pds_traces (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  traced_at timestamptz NOT NULL,
  traced_nhs_number text,
  scr_available boolean NOT NULL,
  CHECK (traced_nhs_number IS NOT NULL OR NOT scr_available)
);
CREATE INDEX uk_pds_traces_patient_idx ON uk_pds_traces (patient_id, traced_at);

-- A photo-ID check by Onfido: its status, the document the patient showed once uploaded, and when the result came.
-- Images stay with Onfido.
CREATE TABLE uk_photo_id_checks (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  status text NOT NULL CHECK (status IN ('not_started', 'in_progress', 'clear', 'consider')),
  document_type text CHECK (
    document_type IN ('passport', 'driving_licence', 'national_identity_card', 'residence_permit')
  ),
  requested_at timestamptz NOT NULL,
  checked_at timestamptz,
  CHECK ((status IN ('clear', 'consider')) = (checked_at IS NOT NULL)),
  CHECK (status = 'not_started' OR document_type IS NOT NULL)
);
CREATE INDEX uk_photo_id_checks_patient_idx ON uk_photo_id_checks (patient_id, requested_at);
