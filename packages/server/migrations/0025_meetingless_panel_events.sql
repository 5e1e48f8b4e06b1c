-- Seed 000 §2's panel events are also fired in the meetingless view (the patient's profile, no meeting open). Such an
-- event has its patient and clinician but no meeting.
ALTER TABLE action_panel_events ALTER COLUMN meeting_id DROP NOT NULL;
CREATE INDEX action_panel_events_patient_idx ON action_panel_events (patient_id, occurred_at);
