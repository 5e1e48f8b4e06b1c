-- Emergency access (Swedish "nödåtkomst", issue 14): a clinician without a care relationship opens a patient's
-- record after stating why; it lasts a limited time (EMERGENCY_ACCESS_HOURS) and every access under it is audited
-- with that ground.
CREATE TABLE emergency_access (
  id uuid PRIMARY KEY,
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  reason text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX emergency_access_lookup_idx ON emergency_access (clinician_id, patient_id, expires_at);

-- On what ground a patient's data was reached: 'care' (a care relationship) or 'emergency'; null where no patient
-- data was reached (sign-in, denials).
ALTER TABLE audit_events ADD COLUMN ground text CHECK (ground IN ('care', 'emergency'));
