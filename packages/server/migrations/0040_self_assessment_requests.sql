-- Self-assessments sent from a meeting (se-self-assessment; issue 18). The clinician sends a questionnaire type; the
-- patient answers it on the meeting's link page; the answer is stored as a survey response
-- (self_assessment_responses, the rows the record pane lists) and the request points at it once ANSWERED.
CREATE TABLE self_assessment_requests (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  sent_by uuid NOT NULL REFERENCES clinicians(id),
  type text NOT NULL CHECK (type IN ('ANXIETY', 'DEPRESSION', 'STRESS', 'WORK_AND_SOCIAL_ADJUSTMENT')),
  state text NOT NULL CHECK (state IN ('SENT', 'ANSWERED')),
  response_id uuid REFERENCES self_assessment_responses(id),
  sent_at timestamptz NOT NULL,
  answered_at timestamptz,
  CHECK ((state = 'ANSWERED') = (response_id IS NOT NULL AND answered_at IS NOT NULL))
);
CREATE INDEX self_assessment_requests_meeting_idx ON self_assessment_requests (meeting_id, sent_at);
-- One unanswered questionnaire of a type per meeting: two clinicians (or two clicks) sending the same type at once
-- cannot both succeed.
CREATE UNIQUE INDEX self_assessment_requests_one_open_idx ON self_assessment_requests (meeting_id, type)
  WHERE state = 'SENT';
