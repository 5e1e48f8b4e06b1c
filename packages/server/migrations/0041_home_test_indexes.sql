-- Home tests (issue 18): every list of a meeting's home tests and every order reads the patient's orders that are not
-- cancelled, oldest first (activePatientHomeTests in home-tests/repo.ts). The one-active index of 0039 holds only the
-- COVID and chlamydia kits, so the fungus kits were found by reading the whole table; this one serves the query.
CREATE INDEX home_test_orders_patient_active_idx ON home_test_orders (patient_id, created_at)
  WHERE state <> 'CANCELLED';
