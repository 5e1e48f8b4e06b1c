-- Issue 20: finishing an insurer partnership consultation (seed 002 §4 "Finishing a meeting"). Ours, per meeting: when
-- the clinician was shown the traumatic-injury void alert (the next finish proceeds, with the outcome summary to the
-- main account holder voided), and when the outcome report reached the insurer (it is sent once per meeting; its
-- idempotency key is the meeting id, so a retry after a failure never makes a second report).
CREATE TABLE insurer_finishes (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  void_warned_at timestamptz,
  report_sent_at timestamptz
);
