-- Internal and physical referrals (issue 7; seed 000 §2, §9; seed 002 §3 Physical referral, §7). A referral books a
-- real meeting for the receiving clinician (meetings.internal_referral carries the banner the receiver sees); this
-- table keeps what the referring clinician did, for their taken actions.

-- Clinics patients can be referred to, and who works at them.
ALTER TABLE care_facilities ADD COLUMN referable boolean NOT NULL DEFAULT false;
ALTER TABLE care_facilities ADD COLUMN address text;

CREATE TABLE care_facility_clinicians (
  care_facility_id text NOT NULL REFERENCES care_facilities (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  PRIMARY KEY (care_facility_id, clinician_id)
);

CREATE TABLE internal_referrals (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('INTERNAL', 'PHYSICAL')),
  origin_meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  booker_clinician_id uuid NOT NULL REFERENCES clinicians (id),
  receiving_clinician_id uuid NOT NULL REFERENCES clinicians (id),
  care_type_id text NOT NULL CHECK (care_type_id IN ('DOCTOR', 'NURSE', 'PSYCHOLOGIST')),
  care_facility_id text REFERENCES care_facilities (id),
  booked_meeting_id uuid NOT NULL UNIQUE REFERENCES meetings (id),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'PHYSICAL') = (care_facility_id IS NOT NULL))
);
CREATE INDEX internal_referrals_origin_idx ON internal_referrals (origin_meeting_id);
