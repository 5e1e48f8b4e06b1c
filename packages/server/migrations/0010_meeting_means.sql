-- Seed 000 §3 "Meeting means (UK one-time web)": how a meeting with a one-time web user was held. Null until the
-- clinician answers; ending such a meeting is refused while it is null (seed 000 §5).
ALTER TABLE meetings
  ADD COLUMN meeting_means text CHECK (meeting_means IN ('phone', 'video', 'both'));
