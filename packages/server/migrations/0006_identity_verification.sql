-- UK identity checks during a consultation (seed 000 §3 "Verification event", §4).
CREATE TABLE verification_events (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  user_id uuid NOT NULL REFERENCES patients (id),
  -- The person verified: the patient, or the child the meeting is for.
  patient_id text NOT NULL,
  meeting_type text NOT NULL CHECK (meeting_type IN ('Child', 'Adult')),
  previous_status text NOT NULL CHECK (previous_status IN ('Unverified', 'Accept', 'Reject')),
  check_time timestamptz NOT NULL,
  verifying_clinician_id uuid NOT NULL REFERENCES clinicians (id),
  outcome text NOT NULL CHECK (outcome IN ('Accept', 'Reject')),
  rejection_reason text CHECK (rejection_reason IN ('DidNotAttend', 'TechnicalProblems', 'Other', 'CouldNotVerifyPatient')),
  kbv_free_text_answer text,
  CHECK ((outcome = 'Reject') = (rejection_reason IS NOT NULL))
);
CREATE INDEX verification_events_user_idx ON verification_events (user_id, check_time);
