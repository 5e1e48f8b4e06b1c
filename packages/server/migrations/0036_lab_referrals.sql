-- Swedish lab referrals and the physical lab queue (issue 18; seed 002 §3 "Lab referral: tests, state, labTestSite
-- (name, address, active)", §2 taken-actions sections). Every row of patient data names its patient.

-- Where a patient gives the samples of a lab referral. An inactive site stays listed (old referrals name it) but
-- cannot be chosen for a new one.
CREATE TABLE lab_test_sites (
  id text PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- A referral as the referring clinician sent it: the catalogue codes ordered (test_codes, a JSON array of strings),
-- the site, a comment to the lab. SENT until the lab answers; then RESULTS_ARRIVED with the lab test the results
-- became (lab_tests, the record pane's lab results). Its id is the client's request id: a retry cannot send twice.
CREATE TABLE lab_referrals (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  referrer_id uuid NOT NULL REFERENCES clinicians (id),
  referrer_name text NOT NULL,
  site_id text NOT NULL REFERENCES lab_test_sites (id),
  test_codes jsonb NOT NULL CHECK (jsonb_typeof(test_codes) = 'array' AND jsonb_array_length(test_codes) > 0),
  comment_to_lab text,
  state text NOT NULL CHECK (state IN ('SENT', 'RESULTS_ARRIVED')),
  sent_at timestamptz NOT NULL,
  results_arrived_at timestamptz,
  lab_test_id uuid REFERENCES lab_tests (id),
  CHECK ((state = 'RESULTS_ARRIVED') = (results_arrived_at IS NOT NULL AND lab_test_id IS NOT NULL))
);
CREATE INDEX lab_referrals_meeting_idx ON lab_referrals (meeting_id, sent_at);
CREATE INDEX lab_referrals_patient_idx ON lab_referrals (patient_id);

-- The embedded lab's own record of what it received (the lab portal's side; an HTTP lab keeps its own). Delivering
-- results marks delivered_at, so results are delivered once.
CREATE TABLE embedded_lab_orders (
  referral_id uuid PRIMARY KEY,
  patient_id_number text NOT NULL,
  site_id text NOT NULL,
  test_codes jsonb NOT NULL,
  comment_to_lab text,
  received_at timestamptz NOT NULL,
  delivered_at timestamptz
);

-- The physical lab queue of a clinic (care facility): a patient seen at the clinic waits to give samples for these
-- tests; a nurse of the clinic marks it done, which records who and when.
CREATE TABLE lab_queue_items (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  care_facility_id text NOT NULL REFERENCES care_facilities (id),
  test_codes jsonb NOT NULL CHECK (jsonb_typeof(test_codes) = 'array' AND jsonb_array_length(test_codes) > 0),
  note text,
  queued_by uuid NOT NULL REFERENCES clinicians (id),
  queued_by_name text NOT NULL,
  queued_at timestamptz NOT NULL,
  done_at timestamptz,
  done_by uuid REFERENCES clinicians (id),
  done_by_name text,
  CHECK ((done_at IS NULL) = (done_by IS NULL) AND (done_by IS NULL) = (done_by_name IS NULL))
);
-- The nurses' list: a clinic's waiting patients, oldest first.
CREATE INDEX lab_queue_items_waiting_idx ON lab_queue_items (care_facility_id, queued_at) WHERE done_at IS NULL;
CREATE INDEX lab_queue_items_meeting_idx ON lab_queue_items (meeting_id, queued_at);
