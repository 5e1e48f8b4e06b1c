-- Issue 18, after review.
--
-- A sick note names the care unit that signed it: the signing doctor's pool as it was that day, the name sent to the
-- certificate service as the issuer's care unit. The PDF printed it from the pool of whoever downloaded it, so a
-- colleague of another unit reading the note got a certificate naming their own. Notes signed before this column are
-- given their signer's pool now, the best there is to know.
ALTER TABLE sick_notes ADD COLUMN care_unit_name text;
UPDATE sick_notes SET care_unit_name = pools.name
  FROM clinicians JOIN pools ON pools.id = clinicians.pool_id
  WHERE clinicians.id = sick_notes.clinician_id;
ALTER TABLE sick_notes ALTER COLUMN care_unit_name SET NOT NULL;

-- Like the other tables of patient data, self-assessment requests are found by patient (0040 indexed only the
-- meeting): a patient's data gathered or a patient row deleted need not read every request.
CREATE INDEX self_assessment_requests_patient_idx ON self_assessment_requests (patient_id);
