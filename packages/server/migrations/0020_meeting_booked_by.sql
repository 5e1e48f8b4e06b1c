-- A meeting a clinician booked for the patient (issue 7, seed 000 §3 book revisit): who booked it, from which meeting,
-- and their message. Null for a meeting the patient booked. Seed 001 §3 Appointment shows booker and message.
ALTER TABLE meetings ADD COLUMN booked_by jsonb;
