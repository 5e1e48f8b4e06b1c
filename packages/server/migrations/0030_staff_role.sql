-- What an account is for (issue 14): 'clinician' consults and reaches records through care relationships or
-- emergency access; 'auditor' (Swedish "logggranskare") reads who opened a patient's record and reaches no record.
ALTER TABLE clinicians ADD COLUMN role text NOT NULL DEFAULT 'clinician' CHECK (role IN ('clinician', 'auditor'));

-- The access-log extract reads one patient's emergency accesses to name their reasons.
CREATE INDEX emergency_access_patient_idx ON emergency_access (patient_id, started_at);

-- Patient search (issue 14) finds a patient by the whole identity number of the searcher's market, written with or
-- without separators: the number as letters and digits only, upper case.
CREATE INDEX patients_id_number_search_idx ON patients (country, (regexp_replace(upper(id_number), '[^0-9A-Z]', '', 'g')));
