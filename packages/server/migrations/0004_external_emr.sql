-- Seed 002 §7 "emrconfig": some pools keep their notes in an external EMR; their meetings get the
-- short evaluation, and end with "close and go back home" once they have an end time.
ALTER TABLE pools ADD COLUMN uses_external_emr boolean NOT NULL DEFAULT false;
