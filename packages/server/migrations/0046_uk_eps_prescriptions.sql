-- UK EPS prescriptions (issue 19; action uk-eps-prescription).

-- The pharmacy a GB patient nominated for their electronic prescriptions (as the NHS Spine's demographics hold it; ours
-- mirrors it). Whether the patient's NHS number was traced is not kept here: that is the patient's latest NHS tracing on
-- PDS (uk_pds_traces, migration 0047). An EPS-enabled patient's latest tracing matched their current NHS number and
-- they have a row here.
CREATE TABLE gb_nominated_pharmacies (
  patient_id uuid PRIMARY KEY REFERENCES patients (id),
  ods_code text NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The prescriptions a GP sent through EPS from a meeting. The id is the client's requestId (a retry answers the row);
-- the items and the nominated pharmacy are kept as they were when sent.
CREATE TABLE uk_eps_prescriptions (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  prescriber_id uuid NOT NULL REFERENCES clinicians (id),
  prescriber_name text NOT NULL,
  eps_prescription_id text NOT NULL UNIQUE,
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) BETWEEN 1 AND 4),
  pharmacy_ods_code text NOT NULL,
  pharmacy_name text NOT NULL,
  pharmacy_address text NOT NULL,
  status text NOT NULL CHECK (status IN ('SENT', 'DISPENSED', 'CANCELLED')),
  sent_at timestamptz NOT NULL,
  dispensed_at timestamptz,
  cancelled_at timestamptz,
  CHECK ((status = 'DISPENSED') = (dispensed_at IS NOT NULL)),
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL))
);
CREATE INDEX uk_eps_prescriptions_meeting_idx ON uk_eps_prescriptions (meeting_id, sent_at);
CREATE INDEX uk_eps_prescriptions_patient_idx ON uk_eps_prescriptions (patient_id);

-- The embedded EPS's own record of what it received (the Spine's side; an HTTP EPS keeps its own): dispensing and
-- cancelling each mark the row once, in the WHERE clause, so the two cannot both happen.
CREATE TABLE embedded_eps_prescriptions (
  prescription_id uuid PRIMARY KEY,
  eps_prescription_id text NOT NULL,
  nhs_number text NOT NULL,
  pharmacy_ods_code text NOT NULL,
  items jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  dispensed_at timestamptz,
  cancelled_at timestamptz,
  CHECK (dispensed_at IS NULL OR cancelled_at IS NULL)
);
