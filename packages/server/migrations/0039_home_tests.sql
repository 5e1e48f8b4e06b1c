-- Home tests in Sweden and Norway (issue 18; seed 000 §3, §5; seed 002 §3). konsult's record of each kit ordered
-- from a meeting: the kit, where it is posted, who ordered it, and its state as the lab last answered it.
CREATE TABLE home_test_orders (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  ordering_clinician_id uuid NOT NULL REFERENCES clinicians(id),
  market text NOT NULL CHECK (market IN ('SE', 'NO')),
  hometest_type text NOT NULL CHECK (
    hometest_type IN ('NAIL_FUNGUS', 'SKIN_FUNGUS', 'CHLAMYDIA_FEMALE', 'CHLAMYDIA_MALE', 'COVID_19_PCR', 'COVID_19_PCR_VGR')
  ),
  -- 'covid' or 'chlamydia' for the kits of which one active order blocks another; null for fungus kits.
  blocking_kind text CHECK (blocking_kind IN ('covid', 'chlamydia')),
  state text NOT NULL CHECK (state IN ('ORDERED', 'SHIPPED', 'ANSWERED', 'CANCELLED')),
  shipping_address jsonb NOT NULL,
  lab_order_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX home_test_orders_meeting_idx ON home_test_orders (meeting_id, created_at);
-- One active order of a kind per patient (seed 000 §5), held by the database so that two clinicians ordering at the
-- same moment cannot both succeed.
CREATE UNIQUE INDEX home_test_orders_one_active_idx ON home_test_orders (patient_id, blocking_kind)
  WHERE blocking_kind IS NOT NULL AND state <> 'CANCELLED';

-- The embedded lab portal (Labportalen in Sweden; architecture §6): another system's record, so it names the patient
-- by identity number. Its patient register says who has a portal account (user_guid), who has a protected identity
-- and whose name the population register did not give; a patient it has never seen is enrolled on first order.
CREATE TABLE home_test_lab_patients (
  id_number text PRIMARY KEY,
  user_guid text,
  protected_identity boolean NOT NULL DEFAULT false,
  name_missing boolean NOT NULL DEFAULT false
);

-- The kits the embedded portal has taken, to refuse a second active one of a kind (already_ordered).
CREATE TABLE home_test_lab_orders (
  id text PRIMARY KEY,
  market text NOT NULL,
  id_number text NOT NULL,
  hometest_type text NOT NULL,
  blocking_kind text,
  state text NOT NULL,
  shipping_address jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX home_test_lab_orders_one_active_idx ON home_test_lab_orders (id_number, blocking_kind)
  WHERE blocking_kind IS NOT NULL AND state <> 'CANCELLED';
