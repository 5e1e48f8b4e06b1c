-- Swedish e-prescribing (issue 17). konsult's record of each prescription it sent: the card as signed, the warnings
-- the prescriber confirmed, and its status as the exchange last answered it. The id is the client's request id and
-- the medication request id at the exchange, so a retried send finds the prescription already sent.
CREATE TABLE prescriptions (
  id uuid PRIMARY KEY,
  meeting_id uuid REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  prescriber_id uuid NOT NULL REFERENCES clinicians(id),
  prescriber_name text NOT NULL,
  npl_id text NOT NULL,
  atc_code text NOT NULL,
  product jsonb NOT NULL,
  card jsonb NOT NULL,
  acknowledged_warnings jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL CHECK (status IN ('SENT', 'DISPENSED', 'CANCELLED')),
  status_at timestamptz NOT NULL,
  cancellation jsonb,
  cancelled_by uuid REFERENCES clinicians(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prescriptions_meeting_idx ON prescriptions (meeting_id);
CREATE INDEX prescriptions_patient_idx ON prescriptions (patient_id, created_at);

-- A prescriber's favourites: a product with a filled-in card to start from, and their own tags.
CREATE TABLE prescription_favourites (
  id uuid PRIMARY KEY,
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  name text NOT NULL,
  product jsonb NOT NULL,
  card jsonb NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prescription_favourites_clinician_idx ON prescription_favourites (clinician_id);

-- The embedded national prescription exchange (architecture §6): what it received, and its status there. Another
-- system's record, so it names the prescriber and patient by value rather than by reference.
CREATE TABLE ehm_prescriptions (
  medication_request_id uuid PRIMARY KEY,
  patient_id_number text NOT NULL,
  prescriber_id uuid NOT NULL,
  npl_pack_id text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('SENT', 'DISPENSED', 'CANCELLED')),
  status_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The PIN of each prescriber's e-identity as the embedded exchange checks it (scrypt, as passwords are).
CREATE TABLE ehm_prescriber_pins (
  clinician_id uuid PRIMARY KEY,
  pin_hash text NOT NULL
);
