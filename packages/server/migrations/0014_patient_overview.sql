-- Record pane (issue 5, seed 001): what the patient tab, the symptoms panel and the documents tab read besides
-- the meeting itself. Every row of patient data names its patient.

-- Warnings clinicians left on a patient's record (seed 001 §3 "Patient warning"). The author is kept by name:
-- warnings come from the records system too, written by clinicians konsult does not know.
CREATE TABLE patient_warnings (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  type text NOT NULL CHECK (type IN ('WARNING', 'INFO')),
  reason text NOT NULL,
  note text,
  clinician_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX patient_warnings_patient_idx ON patient_warnings (patient_id, created_at DESC);

-- What the embedded records system answers when asked whether the pool can reach a patient's record
-- (seed 001 §8 "Prorenata warnings"): one row per code, e.g. prn_no_access_to_house_error.
CREATE TABLE records_system_access_warnings (
  patient_id uuid NOT NULL REFERENCES patients (id),
  code text NOT NULL CHECK (code ~ '^[a-z0-9_]+$'),
  PRIMARY KEY (patient_id, code)
);

-- France: the patient's contact person (seed 001 §3 "Contact person"); at most one.
CREATE TABLE fr_contact_persons (
  patient_id uuid PRIMARY KEY REFERENCES patients (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  relationship text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Health properties the patient reported (seed 001 §3 "Patient health properties"): body_height in cm and
-- body_weight in kg (optionally gt_/lt_ prefixed) from sf_36 response sets, allergies from the health profile
-- with values [allergyName, diagnosisMethods, patientComment]. Values are stored already localised.
CREATE TABLE health_observations (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  property_name text NOT NULL,
  "values" text[] NOT NULL,
  source_name text NOT NULL,
  response_set_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX health_observations_patient_idx ON health_observations (patient_id, property_name, created_at DESC);

-- The health-check score card (Sweden); the newest is shown.
CREATE TABLE health_check_scores (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  total_score integer NOT NULL,
  physical_score integer NOT NULL,
  mental_score integer NOT NULL,
  max_score integer NOT NULL CHECK (max_score > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX health_check_scores_patient_idx ON health_check_scores (patient_id, created_at DESC);

-- The insurance claim or B2B ticket a meeting was booked on (seed 001 §3 "Insurance claim"):
-- number_of_appointments -1 gives the insurance-claim tag, 3 the prehab tag; remained -1 is not shown.
CREATE TABLE insurance_claims (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  insurance_number text NOT NULL,
  company text NOT NULL,
  is_revoked boolean NOT NULL DEFAULT false,
  valid_from date NOT NULL,
  valid_to date,
  triage_note text,
  attachments jsonb NOT NULL DEFAULT '[]',
  remained_appointments integer NOT NULL,
  number_of_appointments integer NOT NULL
);
CREATE INDEX insurance_claims_patient_idx ON insurance_claims (patient_id);

-- Sweden: listing at a health centre and at a child health centre (BVC).
CREATE TABLE se_listings (
  patient_id uuid PRIMARY KEY REFERENCES patients (id),
  is_listed boolean NOT NULL,
  is_bvc_listed boolean NOT NULL DEFAULT false,
  health_center text
);

-- The symptoms survey the patient answered when booking (seed 001 §3 "Survey response"): one per meeting.
CREATE TABLE survey_responses (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  form_name text NOT NULL,
  survey_information_id text NOT NULL,
  policy_url text,
  questions jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_responses_patient_idx ON survey_responses (patient_id);

-- Photos answering a survey's photo and taggable_photos questions (the answers are these ids).
CREATE TABLE symptom_images (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX symptom_images_meeting_idx ON symptom_images (meeting_id);

-- Documents the patient sent with a symptoms survey (seed 001 §7 "Documents").
CREATE TABLE patient_documents (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  survey_information_id text,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX patient_documents_patient_idx ON patient_documents (patient_id, survey_information_id);
