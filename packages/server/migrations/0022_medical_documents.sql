-- Documents the clinician makes from a template in a meeting (issue 7; seed 002 §7 Documents): the values typed,
-- and the finished PDF as it was given to the patient.
CREATE TABLE medical_documents (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  template_id text NOT NULL,
  title text NOT NULL,
  field_values jsonb NOT NULL,
  pdf bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX medical_documents_patient_idx ON medical_documents (patient_id, created_at);
CREATE INDEX medical_documents_meeting_idx ON medical_documents (meeting_id);
CREATE INDEX medical_documents_clinician_idx ON medical_documents (clinician_id, template_id);
