-- The embedded prescription exchange's e-receipt sessions (issue 17; seed 000 §7 "e-receipt session URL for a
-- meeting"): a short-lived link for one prescriber to the prescriptions the exchange holds for one patient.
CREATE TABLE ehm_sessions (
  token text PRIMARY KEY,
  prescriber_id uuid NOT NULL,
  patient_id_number text NOT NULL,
  expires_at timestamptz NOT NULL
);
