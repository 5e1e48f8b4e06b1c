-- Swedish specialist referrals (issue 18; seed 002 §3 "Specialist referral", seed 001 §3).
--
-- The units a referral can go to: a clinic's name, its visiting address and the specialties (ids of
-- SPECIALIST_TYPE_IDS in packages/domain) it receives. A unit that stops receiving referrals is made inactive, never
-- deleted, so the referrals sent to it keep pointing at it.
CREATE TABLE specialist_units (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  visiting_address text NOT NULL,
  specialist_type_ids jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(specialist_type_ids) = 'array'),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each referral as it was sent. The unit's name and visiting address are copied as they were that day: the letter
-- and the record say where the patient was sent, even if the unit later moves. Exactly one of a unit of the list
-- and a specialist outside it described in free text.
CREATE TABLE specialist_referrals (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  clinician_name text NOT NULL,
  specialist_type_id text NOT NULL,
  specialist_unit_id uuid REFERENCES specialist_units (id),
  specialist_unit_name text,
  specialist_unit_visiting_address text,
  external_specialist_info text,
  purpose_title text NOT NULL,
  purpose_body text NOT NULL,
  -- Symptom photos of the same meeting (symptom_images), in the order chosen.
  image_ids jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(image_ids) = 'array'),
  read_journal_consent boolean NOT NULL,
  use_free_choice_of_care boolean NOT NULL,
  info_to_admin text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((specialist_unit_id IS NULL) <> (external_specialist_info IS NULL)),
  CHECK ((specialist_unit_id IS NULL) = (specialist_unit_name IS NULL)),
  CHECK ((specialist_unit_id IS NULL) = (specialist_unit_visiting_address IS NULL))
);
CREATE INDEX specialist_referrals_meeting_idx ON specialist_referrals (meeting_id, created_at);
CREATE INDEX specialist_referrals_patient_idx ON specialist_referrals (patient_id);
