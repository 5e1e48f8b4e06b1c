-- Issue 22 (goal 5, scale): what the plans at 100,000 patients, 200,000 meetings and 1,000,000 record entries
-- (npm run seed:scale, then EXPLAIN in npm run bench:load) showed missing.
--
-- A clinician's notes by author. Migration 0053's statement trigger on clinicians (and the one on pools, through
-- their clinicians) joins medical_record_entries on clinician_id to find whose record history a renamed author
-- touches; without this index every clinician update (a video-provider preference, a rename) read every note in
-- the database: 87 ms at 171,000 notes, growing with them, where it now reads that clinician's own.
CREATE INDEX medical_record_entries_clinician_idx ON medical_record_entries (clinician_id);
