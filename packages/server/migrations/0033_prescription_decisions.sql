-- The seasonal-allergy (pollen) text prescription (issue 17; seed 000 §4): whether the clinician found the patient
-- eligible (ACCEPTED, a prescription follows) or denied it with a reason and a message; one decision a meeting.
CREATE TABLE prescription_decisions (
  meeting_id uuid PRIMARY KEY REFERENCES meetings(id),
  decision text NOT NULL CHECK (decision IN ('ACCEPTED', 'DENIED')),
  reason text,
  decided_by uuid NOT NULL REFERENCES clinicians(id),
  decided_at timestamptz NOT NULL
);
