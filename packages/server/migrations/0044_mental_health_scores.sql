-- The UK mental-health score (issue 19; seed 002 §3 "Mental-health score", §5 "Mental health"): one per meeting,
-- PHQ-9 and GAD-7 answered item by item with their totals, and the clinician's clinical impressions. Saved again it
-- replaces the meeting's score; the clinician is the last one who saved it.
CREATE TABLE mental_health_scores (
  meeting_id uuid PRIMARY KEY REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  phq9_items jsonb NOT NULL,
  gad7_items jsonb NOT NULL,
  phq9 integer NOT NULL CHECK (phq9 BETWEEN 0 AND 27),
  gad7 integer NOT NULL CHECK (gad7 BETWEEN 0 AND 21),
  clinical_impression_depression boolean NOT NULL,
  clinical_impression_anxiety boolean NOT NULL,
  clinical_impression_stress boolean NOT NULL,
  clinical_impression_other boolean NOT NULL,
  clinical_impression_description text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mental_health_scores_patient_idx ON mental_health_scores (patient_id, updated_at);
