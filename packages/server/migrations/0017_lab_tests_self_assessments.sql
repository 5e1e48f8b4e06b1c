-- Health checks and self-assessments (issue 6, seed 001 §3 "Lab test meta", "Lab test", "Result", "Measurements",
-- "Self-assessment survey response"). Every row of patient data names its patient.

-- A lab visit: where samples were taken and the body measured. Measurements not taken are null; BMI is derived
-- from height and weight when read (seed 001 §9), never stored.
CREATE TABLE lab_encounters (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  occurred_at timestamptz NOT NULL,
  systolic_mmhg integer CHECK (systolic_mmhg BETWEEN 40 AND 300),
  diastolic_mmhg integer CHECK (diastolic_mmhg BETWEEN 20 AND 200),
  pulse_bpm integer CHECK (pulse_bpm BETWEEN 20 AND 300),
  height_cm double precision CHECK (height_cm > 0),
  weight_kg double precision CHECK (weight_kg > 0),
  waist_cm double precision CHECK (waist_cm > 0),
  CHECK ((systolic_mmhg IS NULL) = (diastolic_mmhg IS NULL)),
  UNIQUE (id, patient_id)
);
CREATE INDEX lab_encounters_patient_idx ON lab_encounters (patient_id);

-- A lab test as the lab system (source) reports it. Results and the health form arrive as one document and are
-- only ever read whole, so they are kept as JSON: results [{marker, valueQuantity, referenceRange,
-- dataMissingReason}], health_form {questions: [{question, answer | answers}]}. The encounter, when there is one,
-- is the same patient's.
CREATE TABLE lab_tests (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  encounter_id uuid,
  type_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('REGISTERED', 'IN_PROGRESS', 'COMPLETE', 'CANCELLED')),
  source text NOT NULL CHECK (source IN ('VACCINA', 'DMS_SE')),
  conclusion text,
  reviewer_full_name text,
  results jsonb NOT NULL DEFAULT '[]',
  health_form jsonb,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (encounter_id, patient_id) REFERENCES lab_encounters (id, patient_id)
);
CREATE INDEX lab_tests_patient_idx ON lab_tests (patient_id, status, updated_at DESC);

-- Surveys the patient answered outside a meeting (self-assessments). form_name is the survey type, known to the
-- client or not (unknown types are logged there and skipped); score is the survey's own total, null when it has none.
CREATE TABLE self_assessment_responses (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  form_name text NOT NULL CHECK (form_name ~ '^[a-z0-9_]+$'),
  questions jsonb NOT NULL,
  score double precision,
  created_at timestamptz NOT NULL
);
CREATE INDEX self_assessment_responses_patient_idx ON self_assessment_responses (patient_id, created_at DESC);
